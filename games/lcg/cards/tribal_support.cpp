// Tribal Support (neutral objective, set 17): "Limit 1 per objective deck.
// Reaction: After you refresh, discard 1 card from your hand to return an
// Ewok unit from your discard pile to your hand." Two choices during
// resolution (the card to discard, the Ewok): a card script.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

bool ewok_in_discard(const LcgState& g, int seat, CardId c) {
  return g.cards[c].zone == zone::kDiscard && g.cards[c].owner == seat && g.type(c) == kUnit && g.has_trait(c, trait::kEwok);
}

// Step 0 waits for the discard (the cost); step 1 for the Ewok; step 2 ends.
StepResult run(LcgState& g, Frame& f, EventLog*) {
  const Event paid = take_raised(g, f);
  if (f.step == 0 && !g.zone_of(f.seat, zone::kHand).empty()) return StepResult::Wait;
  if (f.step == 1 && !(paid.kind != ev::kNone && !paid.resolved))  // the cost was paid
    for (CardId c : g.zone_of(f.seat, zone::kDiscard))
      if (ewok_in_discard(g, f.seat, c)) return StepResult::Wait;
  g.stack.pop();
  return StepResult::Continue;
}

void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat) return;
  if (f.step == 0)
    for (CardId c : g.zone_of(seat, zone::kHand)) out.push_back(make_action(vb::kDiscard, c));
  if (f.step == 1)
    for (CardId c : g.zone_of(seat, zone::kDiscard))
      if (ewok_in_discard(g, seat, c)) out.push_back(make_action(vb::kChoose, c));
}

void apply(LcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  if (f.step == 0) {
    raise_then(g, f, make_event(evt::kDiscardHand, seat, f.source, card_of(a)), 1);
    return;
  }
  const CardId c = card_of(a);
  g.move_card(c, zone::kHand);
  LCG_LOG(g, log, "return", seat, std::string(g.fx(c).name) + " returns from the discard pile to its owner's hand.");
  f.step = 2;
}

std::string prompt(const LcgState&, const Frame& f, int seat) {
  if (seat != f.seat) return "";
  if (f.step == 0) return "Tribal Support: discard a card from your hand.";
  if (f.step == 1) return "Tribal Support: choose an Ewok unit of your discard pile to take back.";
  return "";
}

}  // namespace

const FrameKindDef<LcgState> tribal_support_script = {"tribal-support", 3, run, legal, apply, prompt,
                                                      nullptr, nullptr, nullptr, true};

Card tribal_support(Card c) {
  c.text = "Limit 1 per objective deck. Reaction: once you refresh, discard 1 card from your hand to take an Ewok unit from your discard pile back into your hand.";
  return c.with(Ability::reaction(evt::kRefreshed)
                    .only_when(cards::you_refreshed)
                    .only_if(cards::hand_and_ewok_in_discard)
                    .scripted(script_kind(sc::tribal_support))
                    .says("Reaction: once you refresh, discard 1 card from your hand to take an Ewok unit from your discard pile back into your hand."));
}
}  // namespace sw::lcg
