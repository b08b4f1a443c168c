// Luke Skywalker (Rebel character): discard one of your resource cards in
// play and/or one of your opponent's. At least one of the two when possible
// (a character's power is used as far as possible, EVR-FAQ-3).
// Step 0: your card or skip (a = 1 if one was discarded). Step 1: theirs.
#include "evr/resources/resource_card.h"

namespace sw {
namespace evr {
namespace {

StepResult run(EvrState&, Frame&, EventLog*) { return StepResult::Wait; }
void legal(const EvrState& s, const Frame&, int, std::vector<Action>& out) {
  int owner = s.choice().owner;
  if (s.choice().step == 0) {
    pick_in_play(s, owner, kAny, out);
    if (!s.p[1 - owner].in_play.empty() || out.empty()) out.push_back(act::kDone);
    return;
  }
  pick_in_play(s, 1 - owner, kAny, out);
  if (s.choice().a == 1 || out.empty()) out.push_back(act::kDone);
}
void apply(EvrState& s, Frame&, int, Action a, EventLog* log) {
  int owner = s.choice().owner;
  if (a != act::kDone) {
    discard_from_play(s, picked_card(a), log, owner);
    if (s.choice().step == 0) s.choice().a = 1;
  }
  if (s.choice().step == 0 && !s.p[1 - owner].in_play.empty()) {
    s.choice().step = 1;
    return;
  }
  finish_power(s, log);
}
std::string prompt(const EvrState& s, const Frame&, int) {
  if (s.choice().step == 0) return "Luke Skywalker: choose one of your cards to discard, or skip.";
  return "Luke Skywalker: choose one of your opponent's cards to discard" +
         std::string(s.choice().a == 1 ? ", or stop." : ".");
}

bool valid(const EvrState& s, const Frame&) { return asks_owner(s, 1); }

}  // namespace
extern const EvrScript kLukeScript = {{"luke-skywalker", 2, run, legal, apply, prompt, nullptr, nullptr, valid}};
extern const EvrCard kLukeSkywalker = character(
    "luke-skywalker", "Luke Skywalker",
    power_ability(PowerId::Luke, "Discard one of your resource cards in play and/or one of your opponent's."));
}  // namespace evr
}  // namespace sw
