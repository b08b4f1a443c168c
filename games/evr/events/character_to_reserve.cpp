// Fall of a Hero (the loser) and Negotiate with the Hutts (the winner): move
// one character from your resource deck to your reserve. Taken literally, only
// characters in the deck at that moment qualify, not those in play or in the
// discard pile (docs/rulings.md). The affected player chooses, looking
// through their own deck.
#include "evr/events/event_parts.h"
#include "evr/powers/helpers.h"

namespace sw {
namespace evr {
namespace {

void options(const EvrState& s, std::vector<Action>& out) {
  size_t first = out.size();
  pick_zone(s.p[s.choice().seat].deck, out);
  size_t keep = first;
  for (size_t i = first; i < out.size(); ++i)
    if (is_character(picked_card(out[i]))) out[keep++] = out[i];
  out.resize(keep);
}
void choose(EvrState& s, Action a, EventLog* log) {
  move_deck_character_to_reserve(s, s.choice().seat, picked_card(a), log);
  finish_power(s, log);
}
std::string prompt(const EvrState&) { return "Choose a character in your resource deck to move to your reserve."; }
void peek(const EvrState& s, std::vector<int>& cards) {
  std::vector<int> all;
  sorted_cards(s.p[s.choice().seat].deck, all);
  for (int c : all)
    if (is_character(c)) cards.push_back(c);
}
void start(EvrState&, int, int, EventLog*) {}

}  // namespace

extern const PowerDef kCharacterToReservePower = {nullptr, start, options, choose, prompt, peek};

void character_to_reserve(EvrState& s, int affected, PowerId which, EventLog* log) {
  bool any = false;
  for (CardId c : s.p[affected].deck.cards)
    if (is_character(c)) any = true;
  if (!any) return no_effect(s, affected, -1, log, "there is no character in that resource deck");
  ask(s, which, affected, affected, -1, 0);
}

}  // namespace evr
}  // namespace sw
