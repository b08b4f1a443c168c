// Admiral Piett (Imperial character): put a resource card from either
// discard pile on top of its owner's resource deck.
#include "evr/resources/resource_card.h"

namespace sw {
namespace evr {
namespace {

StepResult run(EvrState& s, Frame&, EventLog* log) {
  if (s.p[0].discard.empty() && s.p[1].discard.empty()) return no_effect(s, log, "both discard piles are empty");
  return StepResult::Wait;
}
void legal(const EvrState& s, const Frame&, int, std::vector<Action>& out) {
  // Rebel card ids come first, so listing the Rebel pile first is ascending.
  pick_zone(s.p[s.seat_of(kRebel)].discard, out);
  pick_zone(s.p[s.seat_of(kImperial)].discard, out);
}
void apply(EvrState& s, Frame&, int, Action a, EventLog* log) {
  int c = picked_card(a), seat = s.owner_seat(c);
  s.p[seat].discard.remove(static_cast<CardId>(c));
  s.p[seat].deck.put_top(static_cast<CardId>(c));
  if (log)
    log->add("to_deck_top", s.choice().owner, seat_name(s, s.choice().owner) + " puts " + card_label(c) + " on top of " +
                                              seat_name(s, seat) + "'s resource deck.",
             json{{"card", card_id(c)}});
  finish_power(s, log);
}
std::string prompt(const EvrState&, const Frame&, int) {
  return "Admiral Piett: choose a card from either discard pile to put on top of its owner's deck.";
}

}  // namespace
extern const EvrScript kPiettScript = {{"admiral-piett", 1, run, legal, apply, prompt, nullptr}};
extern const EvrCard kAdmiralPiett = character(
    "admiral-piett", "Admiral Piett",
    power_ability(PowerId::Piett, "Put a resource card from either discard pile on top of its owner's resource deck."));
}  // namespace evr
}  // namespace sw
