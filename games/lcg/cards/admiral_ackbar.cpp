// Admiral Ackbar (Rebel Alliance unit, set 12): besides his ordinary
// deployment, an action from hand during an engagement of his side puts him
// into play participating on that side (C12: a card may override
// LCG-DEPLOY-10); a reaction to entering play during an engagement deals 1
// damage to each participating enemy unit. Both are scripts (a role for the
// enter-play event; "each").
#include "lcg/cards/rebel_scripts.h"
namespace sw::lcg {
namespace {

// His side takes part in the engagement in progress.
bool in_engagement(const LcgState& g, CardId self) {
  const int me = g.cards[self].owner;
  return rebel::during_engagement(g) && (g.eng.attacker == me || g.eng.defender == me);
}
bool entered_during_engagement(const LcgState& g, CardId self, const Event& e) {
  return e.target == self && rebel::during_engagement(g);
}

// The action: step 0 he enters play with his side's role; step 1 done.
StepResult run_play(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (f.step == 0 && rebel::during_engagement(g)) {
    const int r = g.eng.attacker == f.seat ? role::kAttacker : role::kDefender;
    raise_then(g, f, make_event(ev::kEnterPlay, f.seat, f.source, f.source, r), 1);
    return StepResult::Continue;
  }
  g.stack.pop();
  return StepResult::Continue;
}

// The reaction: step 0 starts the scan; step 1 the next participating enemy unit.
StepResult run_damage(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (f.step == 0) {
    f.v[1] = 0;
    f.step = 1;
  }
  const bool more = rebel::next_each(
      g, f, 1,
      [&](CardId c) { return g.in_play(c) && g.type(c) == kUnit && g.participating(c) && g.enemies(g.controller_of(c), f.seat); },
      [&](CardId c) { return make_event(ev::kDamage, f.seat, f.source, c, 1); });
  if (!more) g.stack.pop();
  return StepResult::Continue;
}

}  // namespace

const FrameKindDef<LcgState> admiral_ackbar_play_script = {"admiral-ackbar-play", 2, run_play};
const FrameKindDef<LcgState> admiral_ackbar_damage_script = {"admiral-ackbar-damage", 2, run_damage};

Card admiral_ackbar(Card c) {
  c.text = "Action: during an engagement, play this unit from your hand as a participating unit on your side. "
           "Reaction: after this unit enters play during an engagement, deal 1 damage to each participating enemy unit.";
  return c
      .with(Ability::action()
                .play_from_hand()
                .paid_by(fk::kPay, -1)
                .only_if(in_engagement)
                .scripted(script_kind(sc::admiral_ackbar_play))
                .says("Action: during an engagement, play this unit from your hand as a participating unit on your side."))
      .with(Ability::reaction(ev::kEnterPlay)
                .only_when(entered_during_engagement)
                .scripted(script_kind(sc::admiral_ackbar_damage))
                .says("Reaction: after this unit enters play during an engagement, deal 1 damage to each participating "
                      "enemy unit."));
}
}  // namespace sw::lcg
