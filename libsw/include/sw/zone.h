// Zones of cards.
//
// A card in a zone is a CardId: a small integer naming one card instance of
// the match (16 bits: a 4-player LCG game has 250+ instances). The game's
// card table holds the data; per-instance facts (owner, controller, tokens)
// live with the game (see sw/engine.h's CardInstance). A zone is an ordered
// inline list (index 0 = top for decks). Who may see a zone is decided by the
// game's view().
#pragma once
#include <cstdint>
#include "sw/inline_vec.h"

namespace sw {

using CardId = uint16_t;
inline constexpr CardId kNoCard = 0xFFFF;

template <int N>
struct Zone {
  InlineVec<CardId, N> cards;
  int size() const { return cards.size(); }
  bool empty() const { return cards.empty(); }
  bool contains(CardId c) const { return cards.contains(c); }
  // Decks: index 0 is the top.
  CardId top() const { return cards[0]; }
  CardId take_top() {
    CardId c = cards[0];
    cards.erase_at(0);
    return c;
  }
  // Overflow is an invariant violation (reported, see sw/inline_vec.h).
  bool put_top(CardId c) { return cards.insert_at(0, c); }
  bool put_bottom(CardId c) { return cards.push_back(c); }
  // For untrusted input: false when full, nothing reported.
  [[nodiscard]] bool try_put_bottom(CardId c) { return cards.try_push_back(c); }
  bool remove(CardId c) { return cards.erase_value(c); }
  const CardId* begin() const { return cards.begin(); }
  const CardId* end() const { return cards.end(); }
  bool operator==(const Zone& o) const { return cards == o.cards; }
};

}  // namespace sw
