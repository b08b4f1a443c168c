// Bureaucracy: if you lose the event, take 2 influence tokens. "Lose" means
// the opponent wins it; when nobody wins, nobody lost (docs/rulings.md).
#include "evr/strategies/strategy_parts.h"

namespace sw {
namespace evr {

void bureaucracy_after_winner(EvrState& s, int seat, int winner, EventLog* log) {
  if (winner == 1 - seat) gain_influence(s, seat, 2, log, "Bureaucracy");
}

}  // namespace evr
}  // namespace sw
