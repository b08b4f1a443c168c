// Ultimate Power in the Universe: the winner takes back all of their used
// (and discarded) strategy cards. This round's card stays chosen and becomes
// used at the end of the round as usual (docs/rulings.md).
#include "evr/events/event_parts.h"

namespace sw {
namespace evr {

void winner_takes_back_strategies(EvrState& s, int winner, EventLog* log) {
  for (auto& st : s.p[winner].strat)
    if (st == StratStatus::Used || st == StratStatus::Discarded) st = StratStatus::Unused;
  if (log) log->add("strategies_back", winner, seat_name(s, winner) + " takes back their used strategy cards.");
}

}  // namespace evr
}  // namespace sw
