// Entrenched Position (The Hunt for Skywalker enhancement, L01 44): "Enhance
// an objective you control. Action: If enhanced objective is engaged, focus
// it to deal 2 damage to a target attacking unit. If you have the edge, deal
// 3 damage instead." "It" is read as this enhancement (docs/rulings.md).
// The edge: its controller won this engagement's edge battle.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
bool enhanced_engaged(const LcgState& g, CardId self) {
  const CardId host = g.extra[self].host;
  return host != kNoCard && g.in_play(host) && g.eng.objective == host;
}
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (f.step == 0 && f.v[0] >= 0 && g.in_play(static_cast<CardId>(f.v[0]))) {
    const int n = g.eng.edge_winner >= 0 && g.eng.edge_winner == f.seat ? 3 : 2;
    raise_then(g, f, make_event(ev::kDamage, f.seat, f.source, static_cast<CardId>(f.v[0]), n), 1);
    return StepResult::Continue;
  }
  g.stack.pop();
  return StepResult::Continue;
}
}  // namespace

const FrameKindDef<LcgState> entrenched_position_script = {"entrenched-position", 2, run};

Card entrenched_position(Card c) {
  c.text = "Enhance an objective you control. Action: if enhanced objective is engaged, focus this enhancement to deal 2 "
           "damage to a target attacking unit (3 if you have the edge).";
  return c.with(Ability::action()
                    .only_if(enhanced_engaged)
                    .exhaust_cost()
                    .choose(Whose::Any, cards::enemy_attacking_unit_target)
                    .scripted(script_kind(sc::entrenched_position))
                    .says("Action: if enhanced objective is engaged, focus this enhancement to deal 2 damage to a target "
                          "attacking unit (3 if you have the edge)."));
}
}  // namespace sw::lcg
