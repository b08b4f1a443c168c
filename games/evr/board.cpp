// The engine's hooks over EvR's own board (state.h: EvrState derives from
// sw::CoreFlow and keeps its board itself). Card ids are card refs
// (cards.h): resource cards, then events, then strategies.
#include <string>
#include "evr/effects.h"

namespace sw {
namespace evr {

int EvrState::num_game_events() { return evt::kNumGameEvents; }

std::string EvrState::card_key(CardId c) const {
  if (c < kNumResourceCards) return card_id(c);
  if (c < kStrategyRefBase) return std::string("event.") + event_def(c - kEventRefBase).key;
  if (c < kNumCardRefs) return std::string("strategy.") + strategy_def(c - kStrategyRefBase).key;
  return "?";
}

std::string EvrState::card_label(CardId c) const {
  if (c < kNumResourceCards) return evr::card_label(c);
  if (c < kNumCardRefs) return evr::card_def(c).name;
  return "?";
}

int EvrState::controller_of(CardId c) const {
  if (c < kNumResourceCards) return owner_seat(c);
  if (c < kStrategyRefBase) return c - kEventRefBase == event ? winner : -1;
  if (c < kNumCardRefs) {
    const int k = c - kStrategyRefBase;
    const int first = balance >= 0 ? seat_of(balance) : 0;
    if (p[first].chosen == k) return first;
    if (p[1 - first].chosen == k) return 1 - first;
  }
  return -1;
}

bool EvrState::in_play(CardId c) const {
  if (c < kNumResourceCards) return p[owner_seat(c)].in_play.contains(c);
  if (c < kStrategyRefBase) return event >= 0 && c - kEventRefBase == event;
  if (c < kNumCardRefs) return p[0].chosen == c - kStrategyRefBase || p[1].chosen == c - kStrategyRefBase;
  return false;
}

}  // namespace evr
}  // namespace sw
