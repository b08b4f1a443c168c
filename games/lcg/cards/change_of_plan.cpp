// Change of Plan (fate, in both challenge decks: Jerjerrod's Task D01 58,
// edge priority 0; The Hunt for Skywalker L01 58, priority 1): "Cancel this
// edge battle and the card effects of all other fate cards just revealed.
// Draw 1 card. Discard both edge stacks and start a new edge battle." As
// Twist of Fate (v[3] of the edge frame: no later fate resolves, both stacks
// are discarded and a new edge battle begins, flow/edge.cpp), and its player
// draws 1 card.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (f.step == 0) {
    if (Frame* edge = cards::frame_of_kind(g, fk::kEdge)) edge->v[3] = 1;
    raise_then(g, f, make_event(ev::kDraw, f.seat, f.source, kNoCard, 1), 1);
    return StepResult::Continue;
  }
  g.stack.pop();
  return StepResult::Continue;
}
}  // namespace

const FrameKindDef<LcgState> change_of_plan_script = {"change-of-plan", 2, run};

Card change_of_plan(Card c) {
  c.text = "Fate: cancel this edge battle and the effects of every other fate card just revealed; draw 1 card; discard "
           "both edge stacks and begin a new edge battle.";
  return c.with(Ability::action().in_window(kFateTiming).scripted(script_kind(sc::change_of_plan)).says(c.text));
}
}  // namespace sw::lcg
