// Blue Squadron Support (Rebel Alliance objective, Balance of the Force set
// 92): "Action: Focus this objective to have each friendly player look at the
// top 2 cards of his deck, add 1 of those cards to his hand, and put the
// other at the bottom of his deck." Each friendly player (you and your
// teammates, MP-GEN-24) in turn, clockwise from the active player
// (MP-GEN-23): with 2+ cards in the deck he sees the top 2 (the frame's peek,
// his alone) and picks one (choose:<card>); a deck of 1 card gives that card.
// f.seat = the player deciding now; v[1] = seats looked at; v[2] = the
// objective's controller.
#include <algorithm>
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
StepResult run(LcgState& g, Frame& f, EventLog* log) {
  if (f.step == 0) {  // first run: the frame was the ability's (its v[1] may be -1); remember whose objective it is
    f.v[1] = 0;
    f.v[2] = f.seat;
    f.step = 1;
  }
  if (f.step == 2) return StepResult::Wait;
  while (f.v[1] < g.seats) {
    const int s = (g.active + f.v[1]) % g.seats;
    ++f.v[1];
    if (g.enemies(s, f.v[2])) continue;
    const auto& deck = g.zone_of(s, zone::kDeck);
    if (deck.empty()) continue;
    if (deck.size() == 1) {
      const CardId c = deck.top();
      g.move_card(c, zone::kHand);
      LCG_LOG(g, log, "look", s, "Blue Squadron Support: " + g.seat_name(s) + " adds the last card of the deck to the hand.");
      continue;
    }
    f.seat = static_cast<int8_t>(s);
    f.step = 2;
    LCG_LOG(g, log, "look", s, "Blue Squadron Support: " + g.seat_name(s) + " looks at the top 2 cards of the deck.");
    return StepResult::Wait;
  }
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 2) return;
  const auto& deck = g.zone_of(seat, zone::kDeck);
  for (int i = 0; i < 2 && i < deck.size(); ++i) out.push_back(make_action(vb::kChoose, deck.cards[i]));
  std::sort(out.begin(), out.end());
}
void apply(LcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  const auto& deck = g.zone_of(seat, zone::kDeck);
  const CardId keep = card_of(a);
  const CardId other = deck.cards[0] == keep ? deck.cards[1] : deck.cards[0];
  g.move_card(keep, zone::kHand);
  g.move_card(other, zone::kDeck);  // to the bottom
  LCG_LOG(g, log, "look", seat, g.seat_name(seat) + " adds one to the hand and puts the other at the bottom of the deck.");
  f.step = 1;
}
std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat && f.step == 2
             ? "Blue Squadron Support: choose the card to add to your hand; the other goes to the bottom of your deck."
             : "";
}
void peek(const LcgState& g, const Frame& f, int seat, std::vector<CardId>& out) {
  if (seat != f.seat || f.step != 2) return;
  const auto& deck = g.zone_of(seat, zone::kDeck);
  for (int i = 0; i < 2 && i < deck.size(); ++i) out.push_back(deck.cards[i]);
}
bool valid(const LcgState& g, const Frame& f) {
  return f.v[1] >= 0 && f.v[1] <= g.seats && f.v[2] >= 0 && f.v[2] < g.seats &&
         (f.step != 2 || g.zone_of(f.seat, zone::kDeck).size() >= 2);
}
}  // namespace

const FrameKindDef<LcgState> blue_squadron_support_script = {"blue-squadron-support", 3, run, legal, apply, prompt,
                                                             peek, nullptr, valid, true};

Card blue_squadron_support(Card c) {
  c.text = "Action: focus this objective: each friendly player looks at the top 2 cards of his deck, adds 1 of them to his "
           "hand and puts the other at the bottom of his deck.";
  return c.with(Ability::action().exhaust_cost().scripted(script_kind(sc::blue_squadron_support)).says(c.text));
}
}  // namespace sw::lcg
