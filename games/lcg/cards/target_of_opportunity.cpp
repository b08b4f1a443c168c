// Target of Opportunity (fate, sets 4, 11, 18, 21, 31, 36): "If you are the
// attacking player, deal 1 damage to the engaged objective." A fate card
// resolves from the edge stack when revealed (LCG-EDGE-7/8), for its owner.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
StepResult run(LcgState& g, Frame& f, EventLog*) {
  if (f.step == 0 && f.seat == g.eng.attacker && g.in_play(g.eng.objective)) {
    raise_then(g, f, make_event(ev::kDamage, f.seat, f.source, g.eng.objective, 1), 1);
    return StepResult::Continue;
  }
  take_raised(g, f);
  g.stack.pop();
  return StepResult::Continue;
}
}  // namespace

const FrameKindDef<LcgState> target_of_opportunity_script = {"target-of-opportunity", 2, run};

Card target_of_opportunity(Card c) {
  c.text = "Fate: if you are the attacking player, deal 1 damage to the engaged objective.";
  return c.with(Ability::action()
                    .in_window(kFateTiming)
                    .scripted(script_kind(sc::target_of_opportunity))
                    .says(c.text));
}
}  // namespace sw::lcg
