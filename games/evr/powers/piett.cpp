// Admiral Piett (Imperial character): put a resource card from either
// discard pile on top of its owner's resource deck.
#include "evr/powers/helpers.h"

namespace sw {
namespace evr {
namespace {

void start(EvrState& s, int owner, int source, EventLog* log) {
  if (s.p[0].discard.empty() && s.p[1].discard.empty())
    return no_effect(s, owner, source, log, "both discard piles are empty");
  ask(s, PowerId::Piett, owner, owner, source, 0);
}
void options(const EvrState& s, std::vector<Action>& out) {
  // Rebel card ids come first, so listing the Rebel pile first is ascending.
  pick_zone(s.p[s.seat_of(kRebel)].discard, out);
  pick_zone(s.p[s.seat_of(kImperial)].discard, out);
}
void choose(EvrState& s, Action a, EventLog* log) {
  int c = picked_card(a), seat = s.owner_seat(c);
  s.p[seat].discard.remove(static_cast<CardId>(c));
  s.p[seat].deck.put_top(static_cast<CardId>(c));
  if (log)
    log->add("to_deck_top", s.choice().owner, seat_name(s, s.choice().owner) + " puts " + card_label(c) + " on top of " +
                                              seat_name(s, seat) + "'s resource deck.",
             json{{"card", card_id(c)}});
  finish_power(s, log);
}
std::string prompt(const EvrState&) {
  return "Admiral Piett: choose a card from either discard pile to put on top of its owner's deck.";
}

}  // namespace
extern const PowerDef kPiettPower = {
    "Put a resource card from either discard pile on top of its owner's resource deck.",
    start, options, choose, prompt, no_peek};
}  // namespace evr
}  // namespace sw
