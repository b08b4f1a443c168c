// Fall of the Jedi (Sith objective, set 19): "Reaction: After your draw
// phase begins, place 1 card from your hand on the bottom of your deck."
// The card is chosen during resolution: a card script (cards/scripts.h).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

bool hand_not_empty(const LcgState& g, CardId self) { return !g.zone_of(g.controller_of(self), zone::kHand).empty(); }

// Step 0 waits for the card; the choice finishes it.
StepResult run(LcgState& g, Frame& f, EventLog*) {
  if (!g.zone_of(f.seat, zone::kHand).empty()) return StepResult::Wait;
  g.stack.pop();  // nothing left to place
  return StepResult::Continue;
}

void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat) return;
  for (CardId c : g.zone_of(seat, zone::kHand)) out.push_back(make_action(vb::kChoose, c));
}

void apply(LcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  const CardId c = card_of(a);
  g.move_card(c, zone::kDeck);  // the bottom (hidden: the log names no card)
  LCG_LOG(g, log, "deck", seat, g.seat_name(seat) + " puts a card from hand on the bottom of the deck (" + g.fx(f.source).name + ").");
  g.stack.pop();
}

std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat ? "Fall of the Jedi: choose a card of your hand to put on the bottom of your deck." : "";
}

}  // namespace

const FrameKindDef<LcgState> fall_of_the_jedi_script = {"fall-of-the-jedi", 1, run, legal, apply, prompt,
                                                        nullptr, nullptr, nullptr, true};

Card fall_of_the_jedi(Card c) {
  c.text = "Reaction: after your draw phase begins, put 1 card from your hand on the bottom of your deck.";
  return c.with(Ability::reaction(phase_begins(Phase::Draw))
                    .only_when(cards::own_draw_phase_begins)
                    .only_if(hand_not_empty)
                    .scripted(script_kind(sc::fall_of_the_jedi))
                    .says(c.text));
}
}  // namespace sw::lcg
