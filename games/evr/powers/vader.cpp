// Darth Vader (Imperial character): discard one exhausted resource card in
// play (either side, Vader himself included); a character discarded this way
// goes to its owner's reserve instead of the discard pile.
#include "evr/powers/helpers.h"

namespace sw {
namespace evr {
namespace {

void start(EvrState& s, int owner, int source, EventLog*) {
  ask(s, PowerId::Vader, owner, owner, source, 0);  // Vader is exhausted: always a target
}
void options(const EvrState& s, std::vector<Action>& out) { pick_in_play(s, -1, kExhaustedOnly, out); }
void choose(EvrState& s, Action a, EventLog* log) {
  int c = picked_card(a), seat = s.owner_seat(c);
  if (is_character(c)) {
    s.p[seat].in_play.remove(static_cast<CardId>(c));
    s.exhausted &= ~(uint64_t{1} << c);
    s.p[seat].reserve.put_bottom(static_cast<CardId>(c));
    if (log)
      log->add("to_reserve", s.choice().owner, seat_name(s, s.choice().owner) + " sends " + seat_name(s, seat) + "'s " +
                                               card_label(c) + " to its owner's reserve.",
               json{{"card", card_id(c)}});
  } else {
    discard_from_play(s, c, log, s.choice().owner);
  }
  finish_power(s, log);
}
std::string prompt(const EvrState&) { return "Darth Vader: choose an exhausted card in play to discard."; }

}  // namespace
extern const PowerDef kVaderPower = {
    "Discard one exhausted resource card in play; a character discarded this way goes to its owner's reserve.",
    start, options, choose, prompt, no_peek};
}  // namespace evr
}  // namespace sw
