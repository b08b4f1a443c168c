// Deception: if neither total exceeds the target number, the player who would
// lose the event wins it instead. Two Deceptions cancel (EVR-DOM-5), handled
// in the Dominance phase before any strategy resolves.
#include "evr/strategies/strategy_parts.h"

namespace sw {
namespace evr {

bool deception_swaps_winner() { return true; }

}  // namespace evr
}  // namespace sw
