// Obi-Wan Kenobi (Rebel character): put a resource card of your choice from
// your discard pile into play (if under capacity, EVR-FAQ-4).
#include "evr/resources/resource_card.h"

namespace sw {
namespace evr {
namespace {

StepResult run(EvrState& s, Frame& f, EventLog* log) {
  const int owner = f.v[0];
  if (!s.can_play_more(owner)) return no_effect(s, log, "you are at the event's capacity");
  if (s.p[owner].discard.empty()) return no_effect(s, log, "your discard pile is empty");
  return StepResult::Wait;
}
void legal(const EvrState& s, const Frame&, int, std::vector<Action>& out) { pick_zone(s.p[s.choice().owner].discard, out); }
void apply(EvrState& s, Frame&, int, Action a, EventLog* log) {
  int owner = s.choice().owner, c = picked_card(a);
  s.p[owner].discard.remove(static_cast<CardId>(c));
  put_into_play(s, owner, c, log, "puts into play from the discard pile");
  finish_power(s, log);
}
std::string prompt(const EvrState&, const Frame&, int) { return "Obi-Wan Kenobi: choose a card from your discard pile to put into play."; }

}  // namespace
extern const EvrScript kObiWanScript = {{"obi-wan-kenobi", 1, run, legal, apply, prompt, nullptr}};
extern const EvrCard kObiWanKenobi = character(
    "obi-wan-kenobi", "Obi-Wan Kenobi",
    power_ability(PowerId::ObiWan, "Put a resource card of your choice from your discard pile into play."));
}  // namespace evr
}  // namespace sw
