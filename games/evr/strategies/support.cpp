// Support: when revealed, shuffle one character from your reserve into your
// resource deck (EVR-FAQ-5). Mandatory when the reserve has one (EVR-FAQ-7).
#include "evr/strategies/strategy_card.h"

namespace sw {
namespace evr {
namespace {

void legal(const EvrState& s, const Frame&, int, std::vector<Action>& out) { pick_zone(s.p[s.choice().owner].reserve, out); }
void apply(EvrState& s, Frame&, int, Action a, EventLog* log) {
  shuffle_reserve_character_into_deck(s, s.choice().owner, picked_card(a), log);
  finish_power(s, log);
}
std::string prompt(const EvrState&, const Frame&, int) { return "Support: choose a character from your reserve to shuffle into your deck."; }
StepResult run(EvrState& s, Frame& f, EventLog* log) {
  if (s.p[f.v[0]].reserve.empty()) return no_effect(s, log, "the reserve is empty");
  return StepResult::Wait;
}

constexpr const char* kText = "When revealed, shuffle one character from your reserve into your resource deck.";

}  // namespace

extern const EvrScript kSupportScript = {{"support", 1, run, legal, apply, prompt, nullptr}};
extern const EvrCard kSupport =
    strategy_card("support", "Support", kText).with(when_revealed(kText).scripted(script_kind(PowerId::Support)));

}  // namespace evr
}  // namespace sw
