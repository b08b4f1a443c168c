// Shared by Fall of a Hero (the loser, script FallOfAHero) and Negotiate with
// the Hutts (the winner, script NegotiateWithTheHutts): move one character
// from your resource deck to your reserve. Taken literally, only
// characters in the deck at that moment qualify, not those in play or in the
// discard pile (docs/rulings.md). The affected player chooses, looking
// through their own deck.
#include "evr/events/event_card.h"

namespace sw {
namespace evr {
namespace {

void legal(const EvrState& s, const Frame&, int, std::vector<Action>& out) {
  size_t first = out.size();
  pick_zone(s.p[s.choice().seat].deck, out);
  size_t keep = first;
  for (size_t i = first; i < out.size(); ++i)
    if (is_character(picked_card(out[i]))) out[keep++] = out[i];
  out.resize(keep);
}
void apply(EvrState& s, Frame&, int, Action a, EventLog* log) {
  move_deck_character_to_reserve(s, s.choice().seat, picked_card(a), log);
  finish_power(s, log);
}
std::string prompt(const EvrState&, const Frame&, int) { return "Choose a character in your resource deck to move to your reserve."; }
void peek(const EvrState& s, const Frame&, int, Peeked& cards) {
  Peeked all;
  sorted_cards(s.p[s.choice().seat].deck, all);
  for (CardId c : all)
    if (is_character(c)) cards.push_back(c);
}
// The affected seat owns the frame and decides.
StepResult start_for(EvrState& s, Frame& f, int affected, EventLog* log) {
  f.v[0] = affected;
  f.seat = static_cast<int8_t>(affected);
  bool any = false;
  for (CardId c : s.p[affected].deck.cards)
    if (is_character(c)) any = true;
  if (!any) return no_effect(s, log, "there is no character in that resource deck");
  return StepResult::Wait;
}
StepResult run_loser(EvrState& s, Frame& f, EventLog* log) { return start_for(s, f, 1 - f.v[0], log); }
StepResult run_winner(EvrState& s, Frame& f, EventLog* log) { return start_for(s, f, f.v[0], log); }

}  // namespace

extern const EvrScript kFallOfAHeroScript = {{"loser-character-to-reserve", 1, run_loser, legal, apply, prompt, peek}};
extern const EvrScript kNegotiateWithTheHuttsScript = {
    {"winner-character-to-reserve", 1, run_winner, legal, apply, prompt, peek}};

}  // namespace evr
}  // namespace sw
