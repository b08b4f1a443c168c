// Shared by Occupation of Cloud City and Rebel Uprising (script
// AddCharacterFromReserve): the winner may shuffle one character from their
// reserve into their resource deck (EVR-FAQ-5).
#include "evr/events/event_card.h"

namespace sw {
namespace evr {
namespace {

void legal(const EvrState& s, const Frame&, int, std::vector<Action>& out) {
  pick_zone(s.p[s.choice().owner].reserve, out);
  out.push_back(act::kDone);
}
void apply(EvrState& s, Frame&, int, Action a, EventLog* log) {
  if (a != act::kDone) shuffle_reserve_character_into_deck(s, s.choice().owner, picked_card(a), log);
  finish_power(s, log);
}
std::string prompt(const EvrState&, const Frame&, int) {
  return "You may choose a character from your reserve to shuffle into your resource deck.";
}
StepResult run(EvrState& s, Frame& f, EventLog* log) {
  if (s.p[f.v[0]].reserve.empty()) return no_effect(s, log, "the winner's reserve is empty");
  return StepResult::Wait;
}

}  // namespace

extern const EvrScript kAddCharacterScript = {{"add-character-from-reserve", 1, run, legal, apply, prompt, nullptr}};

}  // namespace evr
}  // namespace sw
