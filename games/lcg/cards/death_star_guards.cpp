// Death Star Guards (Jerjerrod's Task unit, D01 18): "Action: Spend 1
// resource to put this unit into play from your hand." An action of the card
// in hand, in any action window (C12: outside its Deployment phase too); put
// into play, so no cost but the 1 resource (LCG-TERMS-7).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (f.step == 0) {
    raise_then(g, f, make_event(ev::kEnterPlay, f.seat, f.source, f.source), 1);
    return StepResult::Continue;
  }
  g.stack.pop();
  return StepResult::Continue;
}
}  // namespace

const FrameKindDef<LcgState> death_star_guards_script = {"death-star-guards", 2, run};

Card death_star_guards(Card c) {
  c.text = "Action: spend 1 resource to put this unit into play from your hand.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, 1)
                    .scripted(script_kind(sc::death_star_guards))
                    .says(c.text));
}
}  // namespace sw::lcg
