// Rebel Sympathizer (neutral unit, set 16): "Action: Sacrifice this unit to
// reduce the cost of the next card you play this phase by 1 and ignore its
// resource match requirement." The sacrifice (LCG-TERMS-8: a discard from
// play) comes first; if it left play, a lasting mark on its controller's
// affiliation card (st::kNextPlay, until the phase ends) lowers the cost of
// the next card played from hand and lifts its match; paying for that card
// spends it (LcgState::use_next_play).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

StepResult run(LcgState& g, Frame& f, EventLog* log) {
  const Event e = take_raised(g, f);
  if (f.step == 0) {
    raise_then(g, f, make_event(evt::kDiscardPlay, f.seat, f.source, f.source), 1);
    return StepResult::Continue;
  }
  const CardId a = g.affiliation_card(f.seat);
  if (f.step == 1 && e.resolved && a != kNoCard) {  // LCG-TERMS-8: no sacrifice, no effect
    g.add_lasting(Lasting{f.source, a, st::kNextPlay, Scope::Phase, 1});
    LCG_LOG(g, log, "effect", f.seat, "The next card you play this phase costs 1 less and needs no resource match.");
  }
  g.stack.pop();
  return StepResult::Continue;
}

}  // namespace

const FrameKindDef<LcgState> rebel_sympathizer_script = {"rebel-sympathizer", 2, run};

Card rebel_sympathizer(Card c) {
  c.text = "Action: sacrifice this unit: the next card you play this phase costs 1 less and ignores its resource match requirement.";
  return c.with(Ability::action().scripted(script_kind(sc::rebel_sympathizer)).says(c.text));
}
}  // namespace sw::lcg
