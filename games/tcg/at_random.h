// "At random" (TCG-DICE-8): no player chooses; the source suggests a die
// roll, the engine makes a uniform choice with the game's seeded RNG (so the
// same seed and actions give the same card, natively and in wasm).
#pragma once
#include "tcg/state.h"

namespace sw::tcg {

// One of `n` cards (ids[0..n)), each with the same chance; kNoCard when n is 0.
inline CardId at_random(TcgState& g, const CardId* ids, int n) {
  if (n <= 0) return kNoCard;
  return ids[g.rng.below(static_cast<uint32_t>(n))];
}

// A card of the seat's zone at random (its hand: "discard a card at random").
inline CardId at_random_in(TcgState& g, int seat, uint8_t z) {
  const auto& zone = g.zone_of(seat, z);
  return at_random(g, zone.cards.data(), zone.size());
}

}  // namespace sw::tcg
