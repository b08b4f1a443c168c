// A Disturbance In the Force (Sith event, set 25): "Action: Place 1 focus
// token on each enemy unit that is committed to the Force." A card script
// without choices: one focus event per such unit, in play order.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

bool committed_enemy_unit(const LcgState& g, int seat, CardId c) {
  return g.in_play(c) && g.type(c) == kUnit && g.extra[c].force && g.enemies(g.controller_of(c), seat);
}

// v[2] = the next card id to look at.
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  for (int i = f.v[2]; i < g.cards.size(); ++i) {
    if (!committed_enemy_unit(g, f.seat, static_cast<CardId>(i))) continue;
    f.v[2] = i + 1;
    raise_then(g, f, make_event(ev::kFocus, f.seat, f.source, static_cast<CardId>(i), 1), 0);
    return StepResult::Continue;
  }
  g.stack.pop();
  return StepResult::Continue;
}

}  // namespace

const FrameKindDef<LcgState> a_disturbance_in_the_force_script = {"a-disturbance-in-the-force", 1, run};

Card a_disturbance_in_the_force(Card c) {
  c.text = "Action: put 1 focus token on every enemy unit with a Force card committed to it.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .scripted(script_kind(sc::a_disturbance_in_the_force))
                    .says(c.text));
}
}  // namespace sw::lcg
