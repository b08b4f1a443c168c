// Diplomacy (generic, values 2-5): discard this card or another of your
// resource cards in play. Lowering your own total is how you get back under
// the target.
#include "evr/resources/resource_card.h"

namespace sw {
namespace evr {
namespace {

StepResult run(EvrState&, Frame&, EventLog*) { return StepResult::Wait; }
void legal(const EvrState& s, const Frame&, int, std::vector<Action>& out) { pick_in_play(s, s.choice().owner, kAny, out); }
void apply(EvrState& s, Frame&, int, Action a, EventLog* log) {
  discard_from_play(s, picked_card(a), log, s.choice().owner);
  finish_power(s, log);
}
std::string prompt(const EvrState&, const Frame&, int) { return "Diplomacy: choose one of your resource cards in play to discard."; }

constexpr EvrAbility kPower =
    power_ability(PowerId::Diplomacy, "Discard this card or another of your resource cards in play.");
constexpr GenericKeys kKeys = {{"diplomacy-2", "diplomacy-3", "diplomacy-4", "diplomacy-5"}};

}  // namespace

extern const EvrScript kDiplomacyScript = {{"diplomacy", 1, run, legal, apply, prompt, nullptr}};
extern const EvrCard kDiplomacyCards[4] = SW_EVR_GENERIC_CARDS(kKeys, "Diplomacy", ResourceType::Diplomacy, kPower);

}  // namespace evr
}  // namespace sw
