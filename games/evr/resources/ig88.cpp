// IG-88 (Imperial character): search either resource deck for 2 cards;
// discard one, shuffle that deck and put the other on top.
// Step 0: whose deck (a). Step 1: the card to discard. Step 2: the card to
// put on top (skipped when the deck had only one card).
#include "evr/resources/resource_card.h"

namespace sw {
namespace evr {
namespace {

StepResult run(EvrState& s, Frame&, EventLog* log) {
  if (!s.has_card_to_play(0) && !s.has_card_to_play(1)) return no_effect(s, log, "both resource decks are empty");
  return StepResult::Wait;
}
void legal(const EvrState& s, const Frame&, int, std::vector<Action>& out) {
  if (s.choice().step == 0) return pick_deck_options(s, out);
  pick_zone(s.p[s.choice().a].deck, out);
}
void apply(EvrState& s, Frame&, int, Action a, EventLog* log) {
  int owner = s.choice().owner;
  if (s.choice().step == 0) {
    int seat = picked_deck_seat(s, a);
    refill_deck_if_empty(s, seat, log);
    s.choice().a = static_cast<int8_t>(seat);
    s.choice().step = 1;
    if (log) log->add("search", owner, seat_name(s, owner) + " searches " + seat_name(s, seat) + "'s resource deck.");
    return;
  }
  int seat = s.choice().a, c = picked_card(a);
  auto& deck = s.p[seat].deck;
  deck.remove(static_cast<CardId>(c));
  if (s.choice().step == 1) {
    s.p[seat].discard.put_bottom(static_cast<CardId>(c));
    if (log)
      log->add("discard", owner, seat_name(s, owner) + " discards " + card_label(c) + " from " + seat_name(s, seat) +
                                     "'s resource deck.",
               json{{"card", card_id(c)}});
    if (!deck.empty()) {
      s.choice().step = 2;
      return;
    }
    return finish_power(s, log);
  }
  shuffle_deck(s, seat);
  deck.put_top(static_cast<CardId>(c));
  if (log)
    log->add_private("to_deck_top", owner, seat_bit(owner),
                     seat_name(s, owner) + " shuffles the deck and puts a card on top.",
                     "You shuffle the deck and put " + card_label(c) + " on top.", json(), json{{"card", card_id(c)}});
  finish_power(s, log);
}
std::string prompt(const EvrState& s, const Frame&, int) {
  if (s.choice().step == 0) return "IG-88: choose whose resource deck to search.";
  if (s.choice().step == 1) return "IG-88: choose a card from that deck to discard.";
  return "IG-88: choose a card to put on top of the deck after it is shuffled.";
}
void peek(const EvrState& s, const Frame&, int, Peeked& cards) {
  if (s.choice().step >= 1) sorted_cards(s.p[s.choice().a].deck, cards);
}

// Saves: after step 0, `a` is the seat whose deck is being searched.
bool valid(const EvrState& s, const Frame&) { return asks_owner(s, 2) && (s.choice().step == 0 || (s.choice().a >= 0 && s.choice().a <= 1)); }

}  // namespace
extern const EvrScript kIG88Script = {{"ig-88", 3, run, legal, apply, prompt, peek, nullptr, valid}};
extern const EvrCard kIG88 = character(
    "ig-88", "IG-88",
    power_ability(PowerId::IG88,
                  "Search either resource deck for 2 cards: discard one, shuffle that deck and put the other on top."));
}  // namespace evr
}  // namespace sw
