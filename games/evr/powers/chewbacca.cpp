// Chewbacca (Rebel character): exhaust up to 2 of your opponent's active
// resource cards. The player may stop after 0 or 1 ("up to").
#include "evr/powers/helpers.h"

namespace sw {
namespace evr {
namespace {

void start(EvrState& s, int owner, int source, EventLog* log) {
  if (count_in_play(s, 1 - owner, kActiveOnly) == 0) return no_effect(s, owner, source, log, "the opponent has no active card");
  ask(s, PowerId::Chewbacca, owner, owner, source, 0);
}
void options(const EvrState& s, std::vector<Action>& out) {
  pick_in_play(s, 1 - s.choice().owner, kActiveOnly, out);
  out.push_back(act::kDone);
}
void choose(EvrState& s, Action a, EventLog* log) {
  if (a == act::kDone) return finish_power(s, log);
  exhaust_card(s, picked_card(a), log, s.choice().owner);
  s.choice().count = static_cast<int8_t>(s.choice().count + 1);
  if (s.choice().count >= 2 || count_in_play(s, 1 - s.choice().owner, kActiveOnly) == 0) finish_power(s, log);
}
std::string prompt(const EvrState& s) {
  return s.choice().count == 0 ? "Chewbacca: choose an opponent's active card to exhaust (up to 2), or stop."
                           : "Chewbacca: choose a second card to exhaust, or stop.";
}

}  // namespace
extern const PowerDef kChewbaccaPower = {
    "Exhaust up to 2 of your opponent's active resource cards.",
    start, options, choose, prompt, no_peek};
}  // namespace evr
}  // namespace sw
