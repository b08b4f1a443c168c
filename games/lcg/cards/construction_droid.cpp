// Construction Droid (Jerjerrod's Task unit, D01 12): "Action: Focus this
// unit to look at the top 2 cards of your deck. Place one of those cards on
// the bottom of your deck, and the other on the top." A script: its player
// sees the two cards (peek) and chooses the one for the bottom. With one
// card left it chooses where that card goes: choose = bottom, decline = top.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

bool deck_not_empty(const LcgState& g, CardId self) { return !g.zone_of(g.controller_of(self), zone::kDeck).empty(); }

// The looked-at cards: the top two of the deck (nothing else moves it while the choice waits).
std::vector<CardId> top2(const LcgState& g, int seat) {
  std::vector<CardId> v;
  const auto& deck = g.zone_of(seat, zone::kDeck);
  for (int i = 0; i < 2 && i < deck.size(); ++i) v.push_back(deck.cards[i]);
  return v;
}

StepResult run(LcgState& g, Frame& f, EventLog* log) {
  if (f.step == 0 && !top2(g, f.seat).empty()) {
    if (f.v[2] == 0) {
      f.v[2] = 1;
      LCG_LOG(g, log, "effect", f.seat, g.seat_name(f.seat) + " looks at the top cards of the command deck.");
    }
    return StepResult::Wait;
  }
  g.stack.pop();
  return StepResult::Continue;
}

void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 0) return;
  const std::vector<CardId> v = top2(g, seat);
  for (CardId c : v) out.push_back(make_action(vb::kChoose, c));
  if (v.size() == 1) out.push_back(make_action(vb::kDecline));
}

void apply(LcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  f.step = 1;
  if (verb_of(a) == vb::kDecline) {
    LCG_LOG(g, log, "effect", seat, g.seat_name(seat) + " leaves the card on top of the deck.");
    return;
  }
  const CardId c = card_of(a);
  auto& deck = g.zone_of(seat, zone::kDeck);
  deck.remove(c);
  deck.put_bottom(c);  // the other stays on top
  g.board_changed();
  LCG_LOG(g, log, "effect", seat, g.seat_name(seat) + " puts one card on the bottom of the deck and the other on top.");
}

std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat && f.step == 0 ? "Construction Droid: choose the card to put on the bottom of your deck (the other stays on top)." : "";
}

void peek(const LcgState& g, const Frame& f, int seat, std::vector<CardId>& out) {
  if (seat == f.seat && f.step == 0)
    for (CardId c : top2(g, seat)) out.push_back(c);
}

}  // namespace

const FrameKindDef<LcgState> construction_droid_script = {"construction-droid", 2, run, legal, apply, prompt, peek,
                                                          nullptr, nullptr, true};

Card construction_droid(Card c) {
  c.text = "Action: focus this unit to look at the top 2 cards of your deck; put one on the bottom of your deck and the other on top.";
  return c.with(Ability::action()
                    .exhaust_cost()
                    .only_if(deck_not_empty)
                    .scripted(script_kind(sc::construction_droid))
                    .says(c.text));
}
}  // namespace sw::lcg
