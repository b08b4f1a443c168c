// Obi-Wan Kenobi (Rebel character): put a resource card of your choice from
// your discard pile into play (if under capacity, EVR-FAQ-4).
#include "evr/powers/helpers.h"

namespace sw {
namespace evr {
namespace {

void start(EvrState& s, int owner, int source, EventLog* log) {
  if (!s.can_play_more(owner)) return no_effect(s, owner, source, log, "you are at the event's capacity");
  if (s.p[owner].discard.empty()) return no_effect(s, owner, source, log, "your discard pile is empty");
  ask(s, PowerId::ObiWan, owner, owner, source, 0);
}
void options(const EvrState& s, std::vector<Action>& out) { pick_zone(s.p[s.choice().owner].discard, out); }
void choose(EvrState& s, Action a, EventLog* log) {
  int owner = s.choice().owner, c = picked_card(a);
  s.p[owner].discard.remove(static_cast<CardId>(c));
  put_into_play(s, owner, c, log, "puts into play from the discard pile");
  finish_power(s, log);
}
std::string prompt(const EvrState&) { return "Obi-Wan Kenobi: choose a card from your discard pile to put into play."; }

}  // namespace
extern const PowerDef kObiWanPower = {
    "Put a resource card of your choice from your discard pile into play.",
    start, options, choose, prompt, no_peek};
}  // namespace evr
}  // namespace sw
