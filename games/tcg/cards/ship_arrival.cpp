// Ship Arrival (neutral Mission, AOTC 106): when completed (TCG-BUILD-7), its
// owner names a unit type; cards are turned over from the top of the deck
// (shown to both, TCG-GLOSS-10) until one is a unit of that type, which goes
// into the hand; the other turned-over cards are shuffled back into the deck
// (TCG-GLOSS-14). None of that type: all go back, shuffled.
#include "tcg/cards/script.h"

namespace sw::tcg {

namespace {
StepResult run(TcgState& g, Frame& f, EventLog*) {
  if (f.step == 0) {
    f.step = 1;
    return StepResult::Wait;
  }
  if (f.step == 1) return StepResult::Wait;
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const TcgState&, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 1) return;
  for (int t = 0; t < kNumArenas; ++t) out.push_back(make_action(vb::kPick, f.source, t));
}
void apply(TcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  f.step = 2;
  const CardType type = kArenas[arg_of(a) % kNumArenas];
  const auto& deck = g.zone_of(seat, zone::kDeck);
  std::string shown;
  CardId found = kNoCard;
  for (int i = 0; i < deck.size(); ++i) {  // from the top (cards[0])
    const CardId c = deck.cards[i];
    shown += (shown.empty() ? "" : ", ") + g.card_label(c);
    if (g.fx(c).type == type) {
      found = c;
      break;
    }
  }
  TCG_LOG(g, log, "reveal", seat, g.seat_name(seat) + " names " + type_name(type) + " and turns over: " +
                                      (shown.empty() ? "nothing" : shown) + ".");
  if (found != kNoCard) {
    g.move(found, zone::kHand);
    TCG_LOG(g, log, "reveal", seat, g.seat_name(seat) + " takes " + g.card_label(found) + " into their hand.");
  }
  shuffle_deck(g, seat);
}
std::string prompt(const TcgState&, const Frame& f, int seat) {
  return seat == f.seat ? "Ship Arrival: name a unit type (Space, Ground or Character)." : "";
}
std::string label(const TcgState&, const Frame&, Action a) {
  return std::string("Name ") + type_name(kArenas[arg_of(a) % kNumArenas]);
}
}  // namespace

extern const CardScript ship_arrival_script = CardScript::own("ship-arrival", run, legal, apply, prompt).labelled(label);

Card ship_arrival(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kComplete)
                    .scripted(fk::kScript)
                    .says("Name a unit type (Space, Ground or Character). Turn over cards from the top of your deck until one "
                          "is a unit of that type: take it into your hand and shuffle the rest of the turned-over cards into "
                          "your deck."));
}

}  // namespace sw::tcg
