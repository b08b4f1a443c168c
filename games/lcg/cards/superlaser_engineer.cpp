// Superlaser Engineer (Imperial Navy unit, set 28): "Shielding. Reaction:
// After this unit enters play, reveal the top 5 cards of your deck. Put all
// revealed [Imperial Navy] events and enhancements with cost 3 or higher into
// your hand, and the rest on the bottom of your deck in any order."
// Shielding is a printed keyword (data). The reaction is a card script: the
// revealed cards are logged (public), the matching ones go to hand, the rest
// stay on top of the deck while the player picks, one by one, the next card
// to go to the bottom (v[1] = how many are left to place).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

bool goes_to_hand(const LcgState& g, CardId c) {
  const CardFacts& f = g.fx(c);
  return f.affiliation == kImperialNavy && (f.type == kEvent || f.type == kEnhancement) && f.cost >= 3;
}

void to_bottom(LcgState& g, Frame& f, CardId c) {
  g.move_card(c, zone::kDeck);  // bottom
  --f.v[1];
}

// Step 0 reveals; step 1 places the rest (one choice each while 2+ are left).
StepResult run(LcgState& g, Frame& f, EventLog* log) {
  auto& deck = g.zone_of(f.seat, zone::kDeck);
  if (f.step == 0) {
    const int n = std::min(5, deck.size());
    std::vector<CardId> top;
    for (int i = 0; i < n; ++i) top.push_back(deck.cards[i]);
    std::string names;
    for (CardId c : top) names += (names.empty() ? "" : ", ") + std::string(g.fx(c).name);
    LCG_LOG(g, log, "reveal", f.seat, "Superlaser Engineer reveals " + (names.empty() ? std::string("no cards") : names) + ".");
    int rest = 0;
    for (CardId c : top) {
      if (goes_to_hand(g, c)) {
        g.move_card(c, zone::kHand);
        LCG_LOG(g, log, "reveal", f.seat, std::string(g.fx(c).name) + " goes to the " + g.seat_name(f.seat) + "'s hand.");
      } else {
        ++rest;
      }
    }
    f.v[1] = rest;  // the rest are now the top `rest` cards of the deck
    f.step = 1;
  }
  if (f.v[1] == 1) to_bottom(g, f, deck.top());
  if (f.v[1] >= 2) return StepResult::Wait;
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 1) return;
  const auto& deck = g.zone_of(seat, zone::kDeck);
  for (int i = 0; i < f.v[1] && i < deck.size(); ++i) out.push_back(make_action(vb::kChoose, deck.cards[i]));
}
void apply(LcgState& g, Frame& f, int, Action a, EventLog*) { to_bottom(g, f, card_of(a)); }
std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat && f.step == 1 ? "Superlaser Engineer: choose the next revealed card to put on the bottom of your deck." : "";
}
// The revealed cards still to place: only their owner sees which (the ids of the legal actions).

}  // namespace

const FrameKindDef<LcgState> superlaser_engineer_script = {"superlaser-engineer", 2, run, legal, apply, prompt,
                                                           nullptr, nullptr, nullptr, true};

Card superlaser_engineer(Card c) {
  c.text = "Shielding. Reaction: after this unit enters play, reveal your top 5 cards. Imperial Navy events and enhancements "
           "costing 3 or more among them go to your hand; the others go to the bottom of your deck in the order you choose.";
  return c.with(Ability::reaction(ev::kEnterPlay)
                    .only_when(cards::this_card)
                    .scripted(script_kind(sc::superlaser_engineer))
                    .says("Reaction: after this unit enters play, reveal your top 5 cards. Imperial Navy events and enhancements "
                          "costing 3 or more among them go to your hand; the others go to the bottom of your deck in the order you choose."));
}
}  // namespace sw::lcg
