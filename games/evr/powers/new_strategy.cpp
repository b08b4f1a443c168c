// Choosing a replacement strategy card after R2-D2 and C-3PO or Emperor
// Palpatine made a player discard theirs. The new card stays face down.
#include "evr/powers/helpers.h"

namespace sw {
namespace evr {
namespace {

void start(EvrState&, int, int, EventLog*) {}
void options(const EvrState& s, std::vector<Action>& out) {
  for (int k = 0; k < kNumStrategies; ++k)
    if (s.p[s.pend.seat].strat[k] == StratStatus::Unused) out.push_back(act::kPickStrategy + k);
}
void choose(EvrState& s, Action a, EventLog* log) {
  assign_strategy(s, s.pend.seat, a - act::kPickStrategy, s.pend.seat, log);
  finish_power(s, log);
}
std::string prompt(const EvrState&) { return "Choose a new strategy card from your unused ones."; }

}  // namespace
extern const PowerDef kNewStrategyPower = {start, options, choose, prompt, no_peek};
}  // namespace evr
}  // namespace sw
