// Display of Power: the winner picks one of the loser's unused strategy cards
// and the loser discards it. If that leaves none unused, all used and
// discarded cards come back at once, the one just discarded included
// (EVR-FAQ-6, OQ-EVR-14; see docs/rulings.md).
#include "evr/events/event_card.h"

namespace sw {
namespace evr {
namespace {

void legal(const EvrState& s, const Frame&, int, std::vector<Action>& out) {
  int loser = 1 - s.choice().owner;
  for (int k = 0; k < kNumStrategies; ++k)
    if (s.p[loser].strat[k] == StratStatus::Unused) out.push_back(act::make(act::PickStrategy, k));
}
void apply(EvrState& s, Frame&, int, Action a, EventLog* log) {
  discard_strategy(s, 1 - s.choice().owner, act::operand(a, act::PickStrategy), log);
  finish_power(s, log);
}
std::string prompt(const EvrState&, const Frame&, int) { return "Display of Power: choose one of your opponent's unused strategy cards to discard."; }
StepResult run(EvrState& s, Frame& f, EventLog* log) {
  if (s.num_unused(1 - f.v[0]) == 0) return no_effect(s, log, "the loser has no unused strategy card");
  return StepResult::Wait;
}

constexpr const char* kText = "The winner picks one of the loser's unused strategy cards; the loser discards it.";

}  // namespace

extern const EvrScript kDisplayOfPowerScript = {{"display-of-power", 1, run, legal, apply, prompt, nullptr}};
extern const EvrCard kDisplayOfPower = event_card("display-of-power", "Display of Power", 4, 10, 3, 0, kText)
                                          .with(when_won(kText).scripted(script_kind(PowerId::DisplayOfPower)));

}  // namespace evr
}  // namespace sw
