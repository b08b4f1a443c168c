// Twist of Fate (fate, sets 5, 10, 18, 20, 30, 36): "Cancel this edge battle
// and the card effects of all other fate cards just revealed. Discard both
// edge stacks and start a new edge battle." The edge battle (flow/edge.cpp)
// restarts when this fate has resolved: v[3] of the edge frame asks for it,
// and no later fate of the stacks resolves.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
StepResult run(LcgState& g, Frame&, EventLog*) {
  if (Frame* edge = cards::frame_of_kind(g, fk::kEdge)) edge->v[3] = 1;
  g.stack.pop();
  return StepResult::Continue;
}
}  // namespace

const FrameKindDef<LcgState> twist_of_fate_script = {"twist-of-fate", 1, run};

Card twist_of_fate(Card c) {
  c.text = "Fate: cancel this edge battle and the effects of every other fate card just revealed; discard both edge stacks and begin a new edge battle.";
  return c.with(Ability::action()
                    .in_window(kFateTiming)
                    .scripted(script_kind(sc::twist_of_fate))
                    .says(c.text));
}
}  // namespace sw::lcg
