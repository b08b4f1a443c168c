// The Final Ship (The Hunt for Skywalker objective, L01 2): "Influence.
// Reaction: After this objective is turned faceup, turn another facedown
// objective you control faceup." The other objective turns face up as
// damage would turn it (evt::kFlip: its own reactions, a reinforcement
// draw); the shared choice flip_choice (cards/hunt_rules.cpp).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
bool another_face_down(const LcgState& g, CardId self) {
  for (CardId o : g.zone_of(g.controller_of(self), zone::kPlay))
    if (o != self && g.type(o) == kObjective && g.face_down(o)) return true;
  return false;
}
StepResult run(LcgState& g, Frame& f, EventLog*) {
  const int seat = f.seat;
  const CardId self = f.source;
  g.stack.pop();
  push_flip_choice(g, seat, self, self);
  return StepResult::Continue;
}
}  // namespace

const FrameKindDef<LcgState> the_final_ship_script = {"the-final-ship", 1, run};

Card the_final_ship(Card c) {
  c.text = "Influence. Reaction: after this objective is turned face up, turn another face-down objective you control face up.";
  return c.with(cards::influence())
      .with(Ability::reaction(evt::kFlip)
                .only_when(cards::this_turned_face_up)
                .only_if(another_face_down)
                .scripted(script_kind(sc::the_final_ship))
                .says("Reaction: after this objective is turned face up, turn another face-down objective you control face up."));
}
}  // namespace sw::lcg
