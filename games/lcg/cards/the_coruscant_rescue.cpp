// The Coruscant Rescue (The Hunt for Skywalker objective, L01 4):
// "Influence. Reaction: After this objective is turned faceup, put 1 unit
// into play from your discard pile." Its player chooses the unit (a card
// put into play: no cost, no play restriction, LCG-TERMS-7, C2). Face up only.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
bool unit_in_discard(const LcgState& g, CardId self) {
  for (CardId c : g.zone_of(g.controller_of(self), zone::kDiscard))
    if (g.fx(c).type == kUnit) return true;
  return false;
}
// Steps: 0 choose the unit; 1 it enters play; 2 done.
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (f.step == 0 && unit_in_discard(g, f.source)) return StepResult::Wait;
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 0) return;
  for (CardId c : g.zone_of(seat, zone::kDiscard))
    if (g.fx(c).type == kUnit) out.push_back(make_action(vb::kChoose, c));
}
void apply(LcgState& g, Frame& f, int seat, Action a, EventLog*) {
  raise_then(g, f, make_event(ev::kEnterPlay, seat, f.source, card_of(a)), 1);
}
std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat && f.step == 0 ? "The Coruscant Rescue: choose a unit in your discard pile to put into play." : "";
}
}  // namespace

const FrameKindDef<LcgState> the_coruscant_rescue_script = {"the-coruscant-rescue", 2, run, legal, apply, prompt,
                                                            nullptr, nullptr, nullptr, true};

Card the_coruscant_rescue(Card c) {
  c.text = "Influence. Reaction: after this objective is turned face up, put 1 unit into play from your discard pile.";
  return c.with(cards::influence())
      .with(Ability::reaction(evt::kFlip)
                .only_when(cards::this_turned_face_up)
                .only_if(unit_in_discard)
                .scripted(script_kind(sc::the_coruscant_rescue))
                .says("Reaction: after this objective is turned face up, put 1 unit into play from your discard pile."));
}
}  // namespace sw::lcg
