// Military (generic, values 2-5): discard one of your opponent's resource
// cards in play.
#include "evr/powers/helpers.h"

namespace sw {
namespace evr {
namespace {

void start(EvrState& s, int owner, int source, EventLog* log) {
  if (s.p[1 - owner].in_play.empty()) return no_effect(s, owner, source, log, "the opponent has no card in play");
  ask(s, PowerId::Military, owner, owner, source, 0);
}
void options(const EvrState& s, std::vector<Action>& out) { pick_in_play(s, 1 - s.choice().owner, kAny, out); }
void choose(EvrState& s, Action a, EventLog* log) {
  discard_from_play(s, picked_card(a), log, s.choice().owner);
  finish_power(s, log);
}
std::string prompt(const EvrState&) { return "Military: choose one of your opponent's resource cards to discard."; }

}  // namespace
extern const PowerDef kMilitaryPower = {
    "Discard one of your opponent's resource cards in play.",
    start, options, choose, prompt, no_peek};
}  // namespace evr
}  // namespace sw
