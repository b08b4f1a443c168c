// Jabba the Hutt (Imperial character): look at the top card of your resource
// deck; you may discard one of your resource cards in play and/or put that top
// card into play (if under capacity, checked after the discard).
// Step 0: discard one of yours or skip. Step 1: play the top card, yes or no.
#include "evr/resources/resource_card.h"

namespace sw {
namespace evr {
namespace {

bool top_playable(const EvrState& s) { return !s.p[s.choice().owner].deck.empty() && s.can_play_more(s.choice().owner); }

StepResult run(EvrState& s, Frame& f, EventLog* log) {
  const int owner = f.v[0];
  refill_deck_if_empty(s, owner, log);
  if (log && !s.p[owner].deck.empty())
    log->add_private("look", owner, seat_bit(owner), seat_name(s, owner) + " looks at the top card of their deck.",
                     "You look at the top card of your deck: " + card_label(s.p[owner].deck.top()) + ".");
  return StepResult::Wait;
}
void legal(const EvrState& s, const Frame&, int, std::vector<Action>& out) {
  if (s.choice().step == 0) {
    pick_in_play(s, s.choice().owner, kAny, out);
    out.push_back(act::kDone);
    return;
  }
  out.push_back(act::kYes);
  out.push_back(act::kNo);
}
void apply(EvrState& s, Frame&, int, Action a, EventLog* log) {
  int owner = s.choice().owner;
  if (s.choice().step == 0) {
    if (a != act::kDone) discard_from_play(s, picked_card(a), log, owner);
    if (top_playable(s)) {
      s.choice().step = 1;
      return;
    }
    return finish_power(s, log);
  }
  if (a == act::kYes) {
    int c = s.p[owner].deck.take_top();
    put_into_play(s, owner, c, log, "puts into play from the top of the deck");
  }
  finish_power(s, log);
}
std::string prompt(const EvrState& s, const Frame&, int) {
  if (s.choice().step == 0) return "Jabba the Hutt: you may discard one of your cards in play (or skip).";
  return "Jabba the Hutt: put the top card of your deck into play?";
}
void peek(const EvrState& s, const Frame&, int, Peeked& cards) {
  if (!s.p[s.choice().owner].deck.empty()) cards.push_back(s.p[s.choice().owner].deck.top());
}

std::string label(const EvrState&, const Frame&, Action a) {
  return a == act::kYes ? "Yes: put the top card into play" : a == act::kNo ? "No: leave it on the deck" : "";
}

bool valid(const EvrState& s, const Frame&) { return asks_owner(s, 1); }

// The yes/no is about the top card of the deck (the one Jabba looks at).
int subject(const EvrState& s) {
  const auto& deck = s.p[s.choice().owner].deck;
  return s.choice().step == 1 && !deck.empty() ? static_cast<int>(deck.top()) : -1;
}

}  // namespace
extern const EvrScript kJabbaScript = {{"jabba-the-hutt", 2, run, legal, apply, prompt, peek, label, valid}, nullptr, subject};
extern const EvrCard kJabbaTheHutt = character(
    "jabba-the-hutt", "Jabba the Hutt",
    power_ability(PowerId::Jabba,
                  "Look at the top card of your resource deck; you may discard one of your resource cards in play and/or "
                  "put that top card into play."));
}  // namespace evr
}  // namespace sw
