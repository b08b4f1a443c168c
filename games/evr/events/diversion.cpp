// Create a Diversion: next round the loser's strategy card is chosen at random.
#include "evr/events/event_parts.h"

namespace sw {
namespace evr {

void loser_strategy_at_random(EvrState& s, int winner, EventLog* log) {
  s.p[1 - winner].next_random = true;
  if (log)
    log->add("event_effect", winner, seat_name(s, 1 - winner) + "'s strategy card will be chosen at random next round.");
}

}  // namespace evr
}  // namespace sw
