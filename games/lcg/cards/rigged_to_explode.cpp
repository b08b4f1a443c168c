// Rigged to Explode (The Hunt for Skywalker event, L01 47): "Reaction: After
// an objective you control is turned faceup during an engagement, destroy
// all attacking units." During an engagement: the objective turned face up
// is the engaged one (evt::kFlip's amount 1) or any other while an
// engagement is under way. Each attacking unit is destroyed as an event of
// its own.
#include "lcg/cards/rebel_scripts.h"
namespace sw::lcg {
namespace {
bool own_flipped_during_engagement(const LcgState& g, CardId self, const Event& e) {
  return g.valid_card(e.target) && g.in_play(e.target) && g.controller_of(e.target) == g.controller_of(self) &&
         (e.amount == 1 || g.eng.objective != kNoCard);
}
bool attacking(const LcgState& g, CardId c) { return g.in_play(c) && g.type(c) == kUnit && g.extra[c].role == role::kAttacker; }
// v[1]: the scan position (the ability frame's event slot until step 0 resets it).
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (f.step == 0) {
    f.v[1] = 0;
    f.step = 1;
  }
  if (rebel::next_each(g, f, 1, [&](CardId c) { return attacking(g, c); },
                       [&](CardId c) { return make_event(ev::kDestroy, f.seat, f.source, c); }))
    return StepResult::Continue;
  g.stack.pop();
  return StepResult::Continue;
}
}  // namespace

const FrameKindDef<LcgState> rigged_to_explode_script = {"rigged-to-explode", 2, run};

Card rigged_to_explode(Card c) {
  c.text = "Reaction: after an objective you control is turned face up during an engagement, destroy all attacking units.";
  return c.with(Ability::reaction(evt::kFlip)
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .only_when(own_flipped_during_engagement)
                    .scripted(script_kind(sc::rigged_to_explode))
                    .says(c.text));
}
}  // namespace sw::lcg
