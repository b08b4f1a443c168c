// Tatooine Sympathizer (The Hunt for Skywalker unit, L01 20): "Action: Focus
// this unit to draw 1 card. If the Balance of the Force is with the light
// side, draw 2 cards instead."
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (f.step == 0) {
    raise_then(g, f, make_event(ev::kDraw, f.seat, f.source, kNoCard, g.balance == kLight ? 2 : 1), 1);
    return StepResult::Continue;
  }
  g.stack.pop();
  return StepResult::Continue;
}
}  // namespace

const FrameKindDef<LcgState> tatooine_sympathizer_script = {"tatooine-sympathizer", 2, run};

Card tatooine_sympathizer(Card c) {
  c.text = "Action: focus this unit to draw 1 card. If the Balance of the Force is with the Light Side, draw 2 cards instead.";
  return c.with(Ability::action().exhaust_cost().scripted(script_kind(sc::tatooine_sympathizer)).says(c.text));
}
}  // namespace sw::lcg
