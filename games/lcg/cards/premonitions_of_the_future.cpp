// Premonitions of the Future (The Hunt for Skywalker event, L01 55):
// "Action: Look at the top 3 cards of your deck and add 1 of those cards to
// your hand. Shuffle the other 2 cards and this event card into your deck."
// Its player looks at them (peek) and chooses one; the card itself lies in
// the discard pile once played (LCG-ABIL-3) and goes back into the deck.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
bool deck_not_empty(const LcgState& g, CardId self) { return !g.zone_of(g.controller_of(self), zone::kDeck).empty(); }
std::vector<CardId> top3(const LcgState& g, int seat) {
  std::vector<CardId> v;
  const auto& deck = g.zone_of(seat, zone::kDeck);
  for (int i = 0; i < 3 && i < deck.size(); ++i) v.push_back(deck.cards[i]);
  return v;
}
StepResult run(LcgState& g, Frame& f, EventLog* log) {
  if (f.step == 0 && !top3(g, f.seat).empty()) return StepResult::Wait;
  if (g.cards[f.source].zone == zone::kDiscard) g.move_card(f.source, zone::kDeck);
  auto& deck = g.zone_of(f.seat, zone::kDeck).cards;
  if (deck.size() > 1) g.rng.shuffle(&deck[0], deck.size());
  g.board_changed();
  LCG_LOG(g, log, "effect", f.seat, g.seat_name(f.seat) + " shuffles the other cards and Premonitions of the Future into the deck.");
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 0) return;
  for (CardId c : top3(g, seat)) out.push_back(make_action(vb::kChoose, c));
}
void apply(LcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  g.move_card(card_of(a), zone::kHand);
  f.step = 1;
  LCG_LOG(g, log, "effect", seat, g.seat_name(seat) + " adds one of the top 3 cards of the deck to the hand.");
}
std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat && f.step == 0 ? "Premonitions of the Future: choose the card to add to your hand." : "";
}
void peek(const LcgState& g, const Frame& f, int seat, std::vector<CardId>& out) {
  if (seat == f.seat && f.step == 0)
    for (CardId c : top3(g, seat)) out.push_back(c);
}
}  // namespace

const FrameKindDef<LcgState> premonitions_of_the_future_script = {"premonitions-of-the-future", 2, run, legal, apply,
                                                                  prompt, peek, nullptr, nullptr, true};

Card premonitions_of_the_future(Card c) {
  c.text = "Action: look at the top 3 cards of your deck and add 1 of them to your hand. Shuffle the other 2 cards and "
           "this event card into your deck.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .only_if(deck_not_empty)
                    .scripted(script_kind(sc::premonitions_of_the_future))
                    .says(c.text));
}
}  // namespace sw::lcg
