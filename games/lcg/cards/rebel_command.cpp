// Rebel Command (The Hunt for Skywalker objective, L01 5): "Influence.
// Reaction: After this objective is turned faceup, remove all focus tokens
// from each unit you control." Each unit's tokens go as one event
// (evt::kUnfocus), one unit at a time. Face up only.
#include "lcg/cards/rebel_scripts.h"
namespace sw::lcg {
namespace {
bool own_focused_unit(const LcgState& g, CardId self, CardId c) {
  return g.in_play(c) && g.type(c) == kUnit && g.controller_of(c) == g.controller_of(self) && g.cards[c].focus > 0;
}
bool any_focused(const LcgState& g, CardId self) {
  for (CardId c : g.zone_of(g.controller_of(self), zone::kPlay))
    if (own_focused_unit(g, self, c)) return true;
  return false;
}
// v[1]: the scan position (the ability frame's event slot until step 0 resets it).
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (f.step == 0) {
    f.v[1] = 0;
    f.step = 1;
  }
  if (rebel::next_each(g, f, 1, [&](CardId c) { return own_focused_unit(g, f.source, c); },
                       [&](CardId c) { return make_event(evt::kUnfocus, f.seat, f.source, c, g.cards[c].focus); }))
    return StepResult::Continue;
  g.stack.pop();
  return StepResult::Continue;
}
}  // namespace

const FrameKindDef<LcgState> rebel_command_script = {"rebel-command", 2, run};

Card rebel_command(Card c) {
  c.text = "Influence. Reaction: after this objective is turned face up, remove all focus tokens from each unit you control.";
  return c.with(cards::influence())
      .with(Ability::reaction(evt::kFlip)
                .only_when(cards::this_turned_face_up)
                .only_if(any_focused)
                .scripted(script_kind(sc::rebel_command))
                .says("Reaction: after this objective is turned face up, remove all focus tokens from each unit you control."));
}
}  // namespace sw::lcg
