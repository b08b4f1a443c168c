// Infiltration: next round you choose your opponent's strategy card for them
// (OQ-EVR-15). The choice is made in the next Planning phase, from the
// opponent's unused cards, face down (EVR-PLAN-5, EVR-FAQ-9/10).
#include "evr/strategies/strategy_parts.h"

namespace sw {
namespace evr {

void infiltration_after_winner(EvrState& s, int seat, int /*winner*/, EventLog* log) {
  s.p[1 - seat].next_by_opponent = true;
  if (log)
    log->add("infiltration", seat, seat_name(s, seat) + " will choose " + seat_name(s, 1 - seat) +
                                       "'s strategy card next round (Infiltration).");
}

}  // namespace evr
}  // namespace sw
