// Display of Power: the winner picks one of the loser's unused strategy cards
// and the loser discards it. If that leaves none unused, all used and
// discarded cards come back at once, the one just discarded included
// (EVR-FAQ-6, OQ-EVR-14; see docs/rulings.md).
#include "evr/events/event_parts.h"
#include "evr/powers/helpers.h"

namespace sw {
namespace evr {
namespace {

void options(const EvrState& s, std::vector<Action>& out) {
  int loser = 1 - s.choice().owner;
  for (int k = 0; k < kNumStrategies; ++k)
    if (s.p[loser].strat[k] == StratStatus::Unused) out.push_back(act::make(act::PickStrategy, k));
}
void choose(EvrState& s, Action a, EventLog* log) {
  discard_strategy(s, 1 - s.choice().owner, act::operand(a, act::PickStrategy), log);
  finish_power(s, log);
}
std::string prompt(const EvrState&) { return "Display of Power: choose one of your opponent's unused strategy cards to discard."; }
void start(EvrState& s, int winner, int, EventLog* log) {
  if (s.num_unused(1 - winner) == 0) return no_effect(s, winner, -1, log, "the loser has no unused strategy card");
  ask(s, PowerId::DisplayOfPower, winner, winner, -1, 0);
}

}  // namespace

extern const PowerDef kDisplayOfPowerPower = {nullptr, start, options, choose, prompt, no_peek};

void display_of_power(EvrState& s, int winner, EventLog* log) { start(s, winner, -1, log); }

}  // namespace evr
}  // namespace sw
