// Chewbacca (Rebel character): exhaust up to 2 of your opponent's active
// resource cards. The player may stop after 0 or 1 ("up to").
#include "evr/resources/resource_card.h"

namespace sw {
namespace evr {
namespace {

StepResult run(EvrState& s, Frame& f, EventLog* log) {
  if (count_in_play(s, 1 - f.v[0], kActiveOnly) == 0) return no_effect(s, log, "the opponent has no active card");
  return StepResult::Wait;
}
void legal(const EvrState& s, const Frame&, int, std::vector<Action>& out) {
  pick_in_play(s, 1 - s.choice().owner, kActiveOnly, out);
  out.push_back(act::kDone);
}
void apply(EvrState& s, Frame&, int, Action a, EventLog* log) {
  if (a == act::kDone) return finish_power(s, log);
  exhaust_card(s, picked_card(a), log, s.choice().owner);
  s.choice().count = static_cast<int8_t>(s.choice().count + 1);
  if (s.choice().count >= 2 || count_in_play(s, 1 - s.choice().owner, kActiveOnly) == 0) finish_power(s, log);
}
std::string prompt(const EvrState& s, const Frame&, int) {
  return s.choice().count == 0 ? "Chewbacca: choose an opponent's active card to exhaust (up to 2), or stop."
                           : "Chewbacca: choose a second card to exhaust, or stop.";
}

}  // namespace
extern const EvrScript kChewbaccaScript = {{"chewbacca", 1, run, legal, apply, prompt, nullptr}};
extern const EvrCard kChewbacca = character(
    "chewbacca", "Chewbacca",
    power_ability(PowerId::Chewbacca, "Exhaust up to 2 of your opponent's active resource cards."));
}  // namespace evr
}  // namespace sw
