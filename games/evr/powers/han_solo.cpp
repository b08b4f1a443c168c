// Han Solo (Rebel character): search your resource deck for a card, put it
// into play, then shuffle the deck. Nothing happens at capacity (EVR-FAQ-4).
#include "evr/powers/helpers.h"

namespace sw {
namespace evr {
namespace {

void start(EvrState& s, int owner, int source, EventLog* log) {
  if (!s.can_play_more(owner)) return no_effect(s, owner, source, log, "you are at the event's capacity");
  refill_deck_if_empty(s, owner, log);
  if (s.p[owner].deck.empty()) return no_effect(s, owner, source, log, "your resource deck is empty");
  ask(s, PowerId::HanSolo, owner, owner, source, 0);
}
void options(const EvrState& s, std::vector<Action>& out) { pick_zone(s.p[s.choice().owner].deck, out); }
void choose(EvrState& s, Action a, EventLog* log) {
  int owner = s.choice().owner, c = picked_card(a);
  s.p[owner].deck.remove(static_cast<CardId>(c));
  put_into_play(s, owner, c, log, "searches their deck and puts into play");
  shuffle_deck(s, owner);
  finish_power(s, log);
}
std::string prompt(const EvrState&) { return "Han Solo: choose a card from your resource deck to put into play."; }
void peek(const EvrState& s, std::vector<int>& cards) { sorted_cards(s.p[s.choice().owner].deck, cards); }

}  // namespace
extern const PowerDef kHanSoloPower = {
    "Search your resource deck for a card and put it into play, then shuffle the deck.",
    start, options, choose, prompt, peek};
}  // namespace evr
}  // namespace sw
