// Along the Sanctuary Pipeline (Jerjerrod's Task objective, D01 3):
// "Reaction: After you refresh, remove 1 focus token from each objective you
// control." A script: one evt::kUnfocus event per focused objective of its
// controller, in play order.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

bool focused_objective_of(const LcgState& g, CardId self) {
  for (CardId o : g.zone_of(g.controller_of(self), zone::kPlay))
    if (g.type(o) == kObjective && g.cards[o].focus > 0) return true;
  return false;
}

// v[2] = the next play-area position to look at.
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  const auto& play = g.zone_of(f.seat, zone::kPlay);
  for (int i = f.v[2]; i < play.size(); ++i) {
    const CardId o = play.cards[i];
    if (g.type(o) != kObjective || g.cards[o].focus <= 0) continue;
    f.v[2] = i + 1;
    raise_then(g, f, make_event(evt::kUnfocus, f.seat, f.source, o, 1), 0);
    return StepResult::Continue;
  }
  g.stack.pop();
  return StepResult::Continue;
}

}  // namespace

const FrameKindDef<LcgState> along_the_sanctuary_pipeline_script = {"along-the-sanctuary-pipeline", 1, run};

Card along_the_sanctuary_pipeline(Card c) {
  c.text = "Reaction: after you refresh, remove 1 focus token from each objective you control.";
  return c.with(Ability::reaction(evt::kRefreshed)
                    .only_when(cards::you_refreshed)
                    .only_if(focused_objective_of)
                    .scripted(script_kind(sc::along_the_sanctuary_pipeline))
                    .says(c.text));
}
}  // namespace sw::lcg
