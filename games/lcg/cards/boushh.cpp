// "Boushh" (The Hunt for Skywalker unit, L01 35): "If you control Leia
// Organa, discard this unit from play. Reaction: After this unit enters
// play, turn 1 of your facedown objectives faceup." The first sentence is
// checked as a forced reaction whenever a unit enters play or changes
// control while both are yours (Leia Organa: the title); the reaction uses
// the shared choice flip_choice (cards/hunt_rules.cpp).
#include <cstring>
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
bool controls_leia(const LcgState& g, CardId self) {
  if (!g.in_play(self)) return false;
  for (CardId u : g.zone_of(g.controller_of(self), zone::kPlay))
    if (g.type(u) == kUnit && std::strcmp(g.fx(u).name, "Leia Organa") == 0) return true;
  return false;
}
bool board_changes(const LcgState&, CardId, const Event&) { return true; }
bool has_face_down(const LcgState& g, CardId self) {
  for (CardId o : g.zone_of(g.controller_of(self), zone::kPlay))
    if (g.type(o) == kObjective && g.face_down(o)) return true;
  return false;
}
StepResult run(LcgState& g, Frame& f, EventLog*) {
  const int seat = f.seat;
  const CardId self = f.source;
  g.stack.pop();
  push_flip_choice(g, seat, self);
  return StepResult::Continue;
}
}  // namespace

const FrameKindDef<LcgState> boushh_script = {"boushh", 1, run};

Card boushh(Card c) {
  c.text = "If you control Leia Organa, discard this unit from play. Reaction: after this unit enters play, turn 1 of "
           "your face-down objectives face up.";
  const char* rule = "If you control Leia Organa, discard this unit from play.";
  return c.with(Ability::forced_reaction(ev::kEnterPlay)
                    .only_when(board_changes)
                    .only_if(controls_leia)
                    .does(Verb::Raise, Who::Self, 0, evt::kDiscardPlay)
                    .says(rule))
      .with(Ability::forced_reaction(evt::kTakeControl)
                .only_when(board_changes)
                .only_if(controls_leia)
                .does(Verb::Raise, Who::Self, 0, evt::kDiscardPlay)
                .says(rule))
      .with(Ability::reaction(ev::kEnterPlay)
                .only_when(cards::this_card)
                .only_if(has_face_down)
                .scripted(script_kind(sc::boushh))
                .says("Reaction: after this unit enters play, turn 1 of your face-down objectives face up."));
}
}  // namespace sw::lcg
