// Diplomacy (generic, values 2-5): discard this card or another of your
// resource cards in play. Lowering your own total is how you get back under
// the target.
#include "evr/powers/helpers.h"

namespace sw {
namespace evr {
namespace {

void start(EvrState& s, int owner, int source, EventLog*) { ask(s, PowerId::Diplomacy, owner, owner, source, 0); }
void options(const EvrState& s, std::vector<Action>& out) { pick_in_play(s, s.choice().owner, kAny, out); }
void choose(EvrState& s, Action a, EventLog* log) {
  discard_from_play(s, picked_card(a), log, s.choice().owner);
  finish_power(s, log);
}
std::string prompt(const EvrState&) { return "Diplomacy: choose one of your resource cards in play to discard."; }

}  // namespace
extern const PowerDef kDiplomacyPower = {
    "Discard this card or another of your resource cards in play.",
    start, options, choose, prompt, no_peek};
}  // namespace evr
}  // namespace sw
