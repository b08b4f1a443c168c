// Locate the Rebel Base: next round the loser chooses a strategy card first
// and reveals it before the opponent chooses.
#include "evr/events/event_parts.h"

namespace sw {
namespace evr {

void loser_reveals_first(EvrState& s, int winner, EventLog* log) {
  s.p[1 - winner].next_reveal_first = true;
  if (log)
    log->add("event_effect", winner, seat_name(s, 1 - winner) +
                                         " must choose and reveal a strategy card first next round.");
}

}  // namespace evr
}  // namespace sw
