// Leia Organa (Rebel character): choose a character in your reserve; put it
// into play (if under capacity) or shuffle it into your resource deck.
// Step 0: choose the character (a). Step 1: yes = into play, no = into deck.
#include "evr/resources/resource_card.h"

namespace sw {
namespace evr {
namespace {

StepResult run(EvrState& s, Frame& f, EventLog* log) {
  if (s.p[f.v[0]].reserve.empty()) return no_effect(s, log, "your reserve is empty");
  return StepResult::Wait;
}
void legal(const EvrState& s, const Frame&, int, std::vector<Action>& out) {
  if (s.choice().step == 0) return pick_zone(s.p[s.choice().owner].reserve, out);
  if (s.can_play_more(s.choice().owner)) out.push_back(act::kYes);
  out.push_back(act::kNo);
}
void apply(EvrState& s, Frame&, int, Action a, EventLog* log) {
  int owner = s.choice().owner;
  if (s.choice().step == 0) {
    s.choice().a = static_cast<int8_t>(picked_card(a));
    s.choice().step = 1;
    return;
  }
  int c = s.choice().a;
  if (a == act::kYes) {
    s.p[owner].reserve.remove(static_cast<CardId>(c));
    put_into_play(s, owner, c, log, "puts into play from the reserve");
  } else {
    shuffle_reserve_character_into_deck(s, owner, c, log);
  }
  finish_power(s, log);
}
std::string prompt(const EvrState& s, const Frame&, int) {
  if (s.choice().step == 0) return "Leia Organa: choose a character from your reserve.";
  return "Leia Organa: put " + card_label(s.choice().a) + " into play (yes) or shuffle it into your deck (no)?";
}
void peek(const EvrState& s, const Frame&, int, Peeked& cards) {
  if (s.choice().step == 1) cards.push_back(static_cast<CardId>(s.choice().a));
}

std::string label(const EvrState&, const Frame&, Action a) {
  return a == act::kYes ? "Yes: put it into play" : a == act::kNo ? "No: shuffle it into your deck" : "";
}

// Saves: at step 1, `a` is a character in the owner's reserve.
// The yes/no is about the chosen character.
int subject(const EvrState& s) { return s.choice().step == 1 ? s.choice().a : -1; }

bool valid(const EvrState& s, const Frame&) {
  return asks_owner(s, 1) &&
         (s.choice().step == 0 || (s.choice().a >= 0 && s.p[s.choice().owner].reserve.contains(static_cast<CardId>(s.choice().a))));
}

}  // namespace
extern const EvrScript kLeiaScript = {{"leia-organa", 2, run, legal, apply, prompt, peek, label, valid}, nullptr, subject};
extern const EvrCard kLeiaOrgana = character(
    "leia-organa", "Leia Organa",
    power_ability(PowerId::Leia, "Choose a character in your reserve: put it into play, or shuffle it into your resource deck."));
}  // namespace evr
}  // namespace sw
