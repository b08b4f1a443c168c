// Acquire the Death Star Plans, Destroy the Shield Generator: the loser
// discards 2 influence tokens (as many as they have, EVR-FAQ-12).
#include "evr/events/event_parts.h"

namespace sw {
namespace evr {

void loser_discards_two_influence(EvrState& s, int winner, EventLog* log) { lose_influence(s, 1 - winner, 2, log); }

}  // namespace evr
}  // namespace sw
