// Small building blocks shared by the card scripts (effects.h EvrScript).
#pragma once
#include <string>
#include <vector>
#include "evr/effects.h"

namespace sw {
namespace evr {

enum CardFilter : uint8_t { kAny = 0, kActiveOnly = 1, kExhaustedOnly = 2 };

// Cards in play of `seat` (or of both seats when seat < 0), as pick actions,
// ascending by card id.
void pick_in_play(const EvrState& s, int seat, CardFilter f, std::vector<Action>& out);
// The cards of a zone as pick actions, ascending.
template <int N>
void pick_zone(const Zone<N>& z, std::vector<Action>& out) {
  bool has[kNumResourceCards] = {};
  for (CardId c : z.cards) has[c] = true;
  for (int c = 0; c < kNumResourceCards; ++c)
    if (has[c]) out.push_back(act::make(act::Pick, c));
}
// The cards of a zone, sorted by id (for peeks that must not leak order).
template <int N, class T>
void sorted_cards(const Zone<N>& z, std::vector<T>& out) {
  bool has[kNumResourceCards] = {};
  for (CardId c : z.cards) has[c] = true;
  for (int c = 0; c < kNumResourceCards; ++c)
    if (has[c]) out.push_back(static_cast<T>(c));
}
inline int picked_card(Action a) { return act::operand(a, act::Pick); }
inline bool is_pick(Action a) { return act::is(a, act::Pick); }
// How many cards in play match (seat < 0: both seats). No allocation.
int count_in_play(const EvrState& s, int seat, CardFilter f);
// "Choose whose deck" options: decks that have (or can refill) a card.
void pick_deck_options(const EvrState& s, std::vector<Action>& out);
inline int picked_deck_seat(const EvrState& s, Action a) { return s.seat_of(act::operand(a, act::Deck)); }
// For EvrScript::valid: the pending step is at most `last_step` and the owner decides.
inline bool asks_owner(const EvrState& s, int last_step) {
  const ConstChoice q = s.choice();
  return q.step <= last_step && q.seat == q.owner;
}

// The frame functions' shapes (sw::FrameKindDef<EvrState>), for script files.
using Peeked = std::vector<CardId>;

}  // namespace evr
}  // namespace sw
