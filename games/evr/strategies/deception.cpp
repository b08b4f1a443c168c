// Deception: if neither total exceeds the target number, the player who would
// lose the event wins it instead. Two Deceptions cancel each other (EVR-DOM-5,
// EVR-FAQ-8): the Dominance phase asks before any strategy resolves.
#include "evr/strategies/strategy_parts.h"

namespace sw {
namespace evr {

bool deception_swaps_winner() { return true; }
bool deception_cancels_deception() { return true; }

}  // namespace evr
}  // namespace sw
