// Han Solo (Rebel character): search your resource deck for a card, put it
// into play, then shuffle the deck. Nothing happens at capacity (EVR-FAQ-4).
#include "evr/resources/resource_card.h"

namespace sw {
namespace evr {
namespace {

StepResult run(EvrState& s, Frame& f, EventLog* log) {
  const int owner = f.v[0];
  if (!s.can_play_more(owner)) return no_effect(s, log, "you are at the event's capacity");
  refill_deck_if_empty(s, owner, log);
  if (s.p[owner].deck.empty()) return no_effect(s, log, "your resource deck is empty");
  return StepResult::Wait;
}
void legal(const EvrState& s, const Frame&, int, std::vector<Action>& out) { pick_zone(s.p[s.choice().owner].deck, out); }
void apply(EvrState& s, Frame&, int, Action a, EventLog* log) {
  int owner = s.choice().owner, c = picked_card(a);
  s.p[owner].deck.remove(static_cast<CardId>(c));
  put_into_play(s, owner, c, log, "searches their deck and puts into play");
  shuffle_deck(s, owner);
  finish_power(s, log);
}
std::string prompt(const EvrState&, const Frame&, int) { return "Han Solo: choose a card from your resource deck to put into play."; }
void peek(const EvrState& s, const Frame&, int, Peeked& cards) { sorted_cards(s.p[s.choice().owner].deck, cards); }

}  // namespace
extern const EvrScript kHanSoloScript = {{"han-solo", 1, run, legal, apply, prompt, peek}};
extern const EvrCard kHanSolo = character(
    "han-solo", "Han Solo",
    power_ability(PowerId::HanSolo, "Search your resource deck for a card and put it into play, then shuffle the deck."));
}  // namespace evr
}  // namespace sw
