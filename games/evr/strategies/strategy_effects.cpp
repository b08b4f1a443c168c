// Routes the Dominance phase hooks (effects.h) to the strategy card files.
#include "evr/strategies/strategy_parts.h"

namespace sw {
namespace evr {

int strategy_total_bonus(int strategy) {
  return strategy == static_cast<int>(StrategyId::DirectAssault) ? direct_assault_bonus() : 0;
}

bool strategy_swaps_winner(int strategy) {
  return strategy == static_cast<int>(StrategyId::Deception) && deception_swaps_winner();
}

bool strategies_cancel_each_other(int a, int b) {
  int dec = static_cast<int>(StrategyId::Deception);
  return a == dec && b == dec && deception_cancels_deception();
}

void strategy_on_reveal(EvrState& s, int seat, EventLog* log) {
  if (s.p[seat].chosen == static_cast<int>(StrategyId::Support)) support_on_reveal(s, seat, log);
}

void strategy_after_winner(EvrState& s, int seat, int winner, EventLog* log) {
  switch (static_cast<StrategyId>(s.p[seat].chosen)) {
    case StrategyId::Bureaucracy: bureaucracy_after_winner(s, seat, winner, log); break;
    case StrategyId::Infiltration: infiltration_after_winner(s, seat, winner, log); break;
    default: break;
  }
}

}  // namespace evr
}  // namespace sw
