// Zones of cards and who may see them.
//
// A card in a zone is a small integer (CardId) naming a card instance of the
// game; the game's card table holds the data. A zone is an ordered inline list
// (index 0 = top for decks) plus a visibility rule that views apply:
//   Public      - everyone sees the cards (in play, discard piles).
//   OwnerOnly   - the owner (and the owner's team) sees them, others see only
//                 the count (hands, reserves, face-down cards set by the owner).
//   Hidden      - nobody sees the cards or their order, only the count (decks).
// Per-card facing (face-down cards in a public zone) and per-card state
// (exhausted/tapped, counters, attachments) live in CardState.
#pragma once
#include <cstdint>
#include "sw/inline_vec.h"

namespace sw {

using CardId = uint8_t;  // games with more than 255 instances use a wider alias

enum class Visibility : uint8_t { Public, OwnerOnly, Hidden };

// Per-instance state shared by every game: facing, exhaustion, counters, and
// what the card is attached to / stacked under (-1 = nothing).
struct CardState {
  bool face_up = true;
  bool exhausted = false;       // "exhausted" (LCG/EvR) = "tapped" (TCG)
  int16_t attached_to = -1;     // enhancements, equipment
  int16_t stacked_under = -1;   // TCG unique stacks, LCG captured cards
  int16_t counters[4] = {0, 0, 0, 0};  // game-defined kinds (damage, focus, shields, build)
  bool operator==(const CardState& o) const {
    return face_up == o.face_up && exhausted == o.exhausted && attached_to == o.attached_to &&
           stacked_under == o.stacked_under && counters[0] == o.counters[0] && counters[1] == o.counters[1] &&
           counters[2] == o.counters[2] && counters[3] == o.counters[3];
  }
};

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
  bool put_top(CardId c) { return cards.insert_at(0, c); }
  bool put_bottom(CardId c) { return cards.push_back(c); }
  bool remove(CardId c) { return cards.erase_value(c); }
  const CardId* begin() const { return cards.begin(); }
  const CardId* end() const { return cards.end(); }
  bool operator==(const Zone& o) const { return cards == o.cards; }
};

// Can `viewer` see the cards of a zone with this rule owned by `owner`?
// `team_mask` has bit i set for each seat on the owner's team.
inline bool can_see(Visibility v, int viewer, int owner, uint32_t team_mask = 0) {
  switch (v) {
    case Visibility::Public: return true;
    case Visibility::OwnerOnly:
      return viewer >= 0 && (viewer == owner || (viewer < 32 && ((team_mask >> viewer) & 1u)));
    case Visibility::Hidden: return false;
  }
  return false;
}

}  // namespace sw
