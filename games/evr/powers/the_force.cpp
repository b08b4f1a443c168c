// The Force (generic, values 2-5): exhaust one active resource card in play,
// yours or your opponent's.
#include "evr/powers/helpers.h"

namespace sw {
namespace evr {
namespace {

void start(EvrState& s, int owner, int source, EventLog* log) {
  if (count_in_play(s, -1, kActiveOnly) == 0) return no_effect(s, owner, source, log, "no active card in play");
  ask(s, PowerId::TheForce, owner, owner, source, 0);
}
void options(const EvrState& s, std::vector<Action>& out) { pick_in_play(s, -1, kActiveOnly, out); }
void choose(EvrState& s, Action a, EventLog* log) {
  exhaust_card(s, picked_card(a), log, s.choice().owner);
  finish_power(s, log);
}
std::string prompt(const EvrState&) { return "The Force: choose an active resource card in play to exhaust."; }

}  // namespace
extern const PowerDef kTheForcePower = {
    "Exhaust one active resource card in play (either side).",
    start, options, choose, prompt, no_peek};
}  // namespace evr
}  // namespace sw
