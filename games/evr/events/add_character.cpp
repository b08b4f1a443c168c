// Occupation of Cloud City, Rebel Uprising: the winner may shuffle one
// character from their reserve into their resource deck (EVR-FAQ-5).
#include "evr/events/event_parts.h"
#include "evr/powers/helpers.h"

namespace sw {
namespace evr {
namespace {

void options(const EvrState& s, std::vector<Action>& out) {
  pick_zone(s.p[s.choice().owner].reserve, out);
  out.push_back(act::kDone);
}
void choose(EvrState& s, Action a, EventLog* log) {
  if (a != act::kDone) shuffle_reserve_character_into_deck(s, s.choice().owner, picked_card(a), log);
  finish_power(s, log);
}
std::string prompt(const EvrState&) {
  return "You may choose a character from your reserve to shuffle into your resource deck.";
}
void start(EvrState& s, int winner, int, EventLog* log) {
  if (s.p[winner].reserve.empty()) return no_effect(s, winner, -1, log, "the winner's reserve is empty");
  ask(s, PowerId::AddCharacterFromReserve, winner, winner, -1, 0);
}

}  // namespace

extern const PowerDef kAddCharacterPower = {nullptr, start, options, choose, prompt, no_peek};

void winner_may_add_character(EvrState& s, int winner, EventLog* log) { start(s, winner, -1, log); }

}  // namespace evr
}  // namespace sw
