// The Force (generic, values 2-5): exhaust one active resource card in play,
// yours or your opponent's.
#include "evr/resources/resource_card.h"

namespace sw {
namespace evr {
namespace {

StepResult run(EvrState& s, Frame&, EventLog* log) {
  if (count_in_play(s, -1, kActiveOnly) == 0) return no_effect(s, log, "no active card in play");
  return StepResult::Wait;
}
void legal(const EvrState& s, const Frame&, int, std::vector<Action>& out) { pick_in_play(s, -1, kActiveOnly, out); }
void apply(EvrState& s, Frame&, int, Action a, EventLog* log) {
  exhaust_card(s, picked_card(a), log, s.choice().owner);
  finish_power(s, log);
}
std::string prompt(const EvrState&, const Frame&, int) { return "The Force: choose an active resource card in play to exhaust."; }

constexpr EvrAbility kPower = power_ability(PowerId::TheForce, "Exhaust one active resource card in play (either side).");
constexpr GenericKeys kKeys = {{"force-2", "force-3", "force-4", "force-5"}};

}  // namespace

extern const EvrScript kTheForceScript = {{"the-force", 1, run, legal, apply, prompt, nullptr}};
extern const EvrCard kTheForceCards[4] = SW_EVR_GENERIC_CARDS(kKeys, "The Force", ResourceType::TheForce, kPower);

}  // namespace evr
}  // namespace sw
