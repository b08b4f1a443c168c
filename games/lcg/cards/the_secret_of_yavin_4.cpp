// The Secret of Yavin 4 (Jedi objective, set 5): "Interrupt: When 1 of your
// other objectives is engaged, your opponent engages this objective instead.
// (Limit once per turn.)" The engagement (flow/conflict.cpp) moves here: the
// engage event, the engagement frame and Engagement::objective. The other
// objective is then not engaged (it may be engaged later this phase); this
// one must not have been engaged this phase (LCG-CONFLICT-3).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
// "Your" objective: its player's own, not a teammate's (MP-GEN-24, docs/rulings.md:
// in 2v2 the engagement could not move to a player who is not across, MP-2V2-3).
bool other_own_objective_engaged(const LcgState& g, CardId self, const Event& e) {
  return e.target != self && g.in_play(e.target) && g.type(e.target) == kObjective &&
         g.controller_of(e.target) == g.controller_of(self) && !g.extra[self].engaged;
}

StepResult run(LcgState& g, Frame& f, EventLog* log) {
  const CardId self = f.source;
  Event* e = nullptr;
  for (int i = g.events.size() - 1; i >= 0 && !e; --i)
    if (g.events[i].kind == evt::kEngage) e = &g.events[i];
  Frame* eng = cards::frame_of_kind(g, fk::kEngagement);
  if (e && eng && g.in_play(self) && g.eng.objective == e->target) {
    g.extra[e->target].engaged = false;
    g.extra[self].engaged = true;
    e->target = self;
    eng->source = self;
    g.eng.objective = self;
    LCG_LOG(g, log, "engage", g.eng.attacker, g.seat_name(g.eng.attacker) + " engages " + g.fx(self).name + " instead.");
  }
  g.stack.pop();
  return StepResult::Continue;
}
}  // namespace

const FrameKindDef<LcgState> the_secret_of_yavin_4_script = {"the-secret-of-yavin-4", 1, run};

Card the_secret_of_yavin_4(Card c) {
  c.text = "Interrupt: when another of your objectives is engaged, your opponent engages this objective instead. Limit once per turn.";
  return c.with(Ability::interrupt(evt::kEngage)
                    .only_when(other_own_objective_engaged)
                    .limit_per(Scope::Turn)
                    .scripted(script_kind(sc::the_secret_of_yavin_4))
                    .says(c.text));
}
}  // namespace sw::lcg
