// Boba Fett (Imperial character): discard one of your opponent's resource
// cards in play and/or exhaust one active resource card in play (either
// side). At least one of the two when possible (EVR-FAQ-3).
// Step 0: the discard or skip (a = 1 if done). Step 1: the exhaust.
#include "evr/resources/resource_card.h"

namespace sw {
namespace evr {
namespace {

bool any_active(const EvrState& s) { return count_in_play(s, -1, kActiveOnly) > 0; }

StepResult run(EvrState& s, Frame& f, EventLog* log) {
  const int owner = f.v[0];
  if (s.p[1 - owner].in_play.empty() && !any_active(s)) return no_effect(s, log, "no card can be discarded or exhausted");
  f.step = s.p[1 - owner].in_play.empty() ? 1 : 0;
  return StepResult::Wait;
}
void legal(const EvrState& s, const Frame&, int, std::vector<Action>& out) {
  if (s.choice().step == 0) {
    pick_in_play(s, 1 - s.choice().owner, kAny, out);
    if (any_active(s)) out.push_back(act::kDone);
    return;
  }
  pick_in_play(s, -1, kActiveOnly, out);
  if (s.choice().a == 1) out.push_back(act::kDone);
}
void apply(EvrState& s, Frame&, int, Action a, EventLog* log) {
  int owner = s.choice().owner;
  if (s.choice().step == 0) {
    if (a != act::kDone) {
      discard_from_play(s, picked_card(a), log, owner);
      s.choice().a = 1;
    }
    if (!any_active(s)) return finish_power(s, log);
    s.choice().step = 1;
    return;
  }
  if (a != act::kDone) exhaust_card(s, picked_card(a), log, owner);
  finish_power(s, log);
}
std::string prompt(const EvrState& s, const Frame&, int) {
  if (s.choice().step == 0) return "Boba Fett: choose an opponent's card to discard, or skip to the exhaust.";
  return std::string("Boba Fett: choose an active card to exhaust") + (s.choice().a == 1 ? ", or stop." : ".");
}

bool valid(const EvrState& s, const Frame&) { return asks_owner(s, 1); }

}  // namespace
extern const EvrScript kBobaFettScript = {{"boba-fett", 2, run, legal, apply, prompt, nullptr, nullptr, valid}};
extern const EvrCard kBobaFett = character(
    "boba-fett", "Boba Fett",
    power_ability(PowerId::BobaFett,
                  "Discard one of your opponent's resource cards in play and/or exhaust one active resource card in play."));
}  // namespace evr
}  // namespace sw
