// Military (generic, values 2-5): discard one of your opponent's resource
// cards in play.
#include "evr/resources/resource_card.h"

namespace sw {
namespace evr {
namespace {

StepResult run(EvrState& s, Frame& f, EventLog* log) {
  if (s.p[1 - f.v[0]].in_play.empty()) return no_effect(s, log, "the opponent has no card in play");
  return StepResult::Wait;
}
void legal(const EvrState& s, const Frame&, int, std::vector<Action>& out) { pick_in_play(s, 1 - s.choice().owner, kAny, out); }
void apply(EvrState& s, Frame&, int, Action a, EventLog* log) {
  discard_from_play(s, picked_card(a), log, s.choice().owner);
  finish_power(s, log);
}
std::string prompt(const EvrState&, const Frame&, int) { return "Military: choose one of your opponent's resource cards to discard."; }

constexpr EvrAbility kPower = power_ability(PowerId::Military, "Discard one of your opponent's resource cards in play.");
constexpr GenericKeys kKeys = {{"military-2", "military-3", "military-4", "military-5"}};

}  // namespace

extern const EvrScript kMilitaryScript = {{"military", 1, run, legal, apply, prompt, nullptr}};
extern const EvrCard kMilitaryCards[4] = SW_EVR_GENERIC_CARDS(kKeys, "Military", ResourceType::Military, kPower);

}  // namespace evr
}  // namespace sw
