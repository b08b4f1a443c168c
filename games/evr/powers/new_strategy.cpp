// Choosing a replacement strategy card after R2-D2 and C-3PO or Emperor
// Palpatine made a player discard theirs. The new card stays face down.
#include "evr/powers/helpers.h"

namespace sw {
namespace evr {
namespace {

void start(EvrState&, int, int, EventLog*) {}
void options(const EvrState& s, std::vector<Action>& out) {
  for (int k = 0; k < kNumStrategies; ++k)
    if (s.p[s.choice().seat].strat[k] == StratStatus::Unused) out.push_back(act::make(act::PickStrategy, k));
}
void choose(EvrState& s, Action a, EventLog* log) {
  assign_strategy(s, s.choice().seat, act::operand(a, act::PickStrategy), s.choice().seat, log);
  finish_power(s, log);
}
std::string prompt(const EvrState&) { return "Choose a new strategy card from your unused ones."; }

// Saves: one step, from a card that gives a new strategy: R2-D2 & C-3PO (its
// owner chooses) or Emperor Palpatine (the opponent chooses).
bool valid(const EvrState& s) {
  if (s.choice().step != 0 || s.choice().source < 0) return false;
  PowerId src = resource_def(s.choice().source).power;
  return src == PowerId::R2D2C3PO ? s.choice().seat == s.choice().owner
         : src == PowerId::Palpatine ? s.choice().seat != s.choice().owner
                                     : false;
}

}  // namespace
extern const PowerDef kNewStrategyPower = {nullptr, start, options, choose, prompt, no_peek, nullptr, nullptr, valid};
}  // namespace evr
}  // namespace sw
