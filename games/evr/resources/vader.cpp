// Darth Vader (Imperial character): discard one exhausted resource card in
// play (either side, Vader himself included); a character discarded this way
// goes to its owner's reserve instead of the discard pile.
#include "evr/resources/resource_card.h"

namespace sw {
namespace evr {
namespace {

StepResult run(EvrState&, Frame&, EventLog*) {
  return StepResult::Wait;  // Vader is exhausted: always a target
}
void legal(const EvrState& s, const Frame&, int, std::vector<Action>& out) { pick_in_play(s, -1, kExhaustedOnly, out); }
void apply(EvrState& s, Frame&, int, Action a, EventLog* log) {
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
std::string prompt(const EvrState&, const Frame&, int) { return "Darth Vader: choose an exhausted card in play to discard."; }

}  // namespace
extern const EvrScript kVaderScript = {{"darth-vader", 1, run, legal, apply, prompt, nullptr}};
extern const EvrCard kDarthVader = character(
    "darth-vader", "Darth Vader",
    power_ability(PowerId::Vader,
                  "Discard one exhausted resource card in play; a character discarded this way goes to its owner's reserve."));
}  // namespace evr
}  // namespace sw
