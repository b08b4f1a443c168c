// Choosing a replacement strategy card after R2-D2 and C-3PO or Emperor
// Palpatine made a player discard theirs. The new card stays face down.
#include "evr/scripts/helpers.h"

namespace sw {
namespace evr {
namespace {

void legal(const EvrState& s, const Frame&, int, std::vector<Action>& out) {
  for (int k = 0; k < kNumStrategies; ++k)
    if (s.p[s.choice().seat].strat[k] == StratStatus::Unused) out.push_back(act::make(act::PickStrategy, k));
}
void apply(EvrState& s, Frame&, int, Action a, EventLog* log) {
  assign_strategy(s, s.choice().seat, act::operand(a, act::PickStrategy), s.choice().seat, log);
  finish_power(s, log);
}
std::string prompt(const EvrState&, const Frame&, int) { return "Choose a new strategy card from your unused ones."; }

// Saves: one step, from a card that gives a new strategy: R2-D2 & C-3PO (its
// owner chooses) or Emperor Palpatine (the opponent chooses).
bool valid(const EvrState& s, const Frame&) {
  if (s.choice().step != 0 || s.choice().source < 0) return false;
  const int src = s.choice().source;
  return card_has_script(src, PowerId::R2D2C3PO)    ? s.choice().seat == s.choice().owner
         : card_has_script(src, PowerId::Palpatine) ? s.choice().seat != s.choice().owner
                                                    : false;
}

// Only ever handed over to (EvrScript::follow_up): its frame is already waiting.
StepResult run(EvrState&, Frame&, EventLog*) { return StepResult::Wait; }

}  // namespace
extern const EvrScript kNewStrategyScript = {{"new-strategy", 1, run, legal, apply, prompt, nullptr, nullptr, valid}};
}  // namespace evr
}  // namespace sw
