// "Backstabber" (Imperial Navy unit, set 27): "Action: During an engagement,
// play this unit from your hand as a participating unit on your side.
// Reaction: After this unit enters play during an engagement, deal 1 damage
// to the engaged objective."
// The action plays the unit outside its controller's Deployment phase (the
// card overrides LCG-DEPLOY-10, digest C12): its cost is paid with resource
// match (LCG-RES-3, a card from hand) after the play event that may lower
// it, uniqueness holds (LCG-UNIQUE-1, may_use), then a card script puts it into play as an attacker (its side
// attacks) or a defender. It is not "declared": no declaration event, and a
// defender side that declared none still loses the edge automatically (C6).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

// The play. Step 0: the play event (evt::kPlayCard: interrupts may lower
// the cost, Kuat Reinforcements); 1: pay it (LCG-RES-3: a card from hand);
// 2: it enters play participating; 3: done.
StepResult run_play(LcgState& g, Frame& f, EventLog*) {
  const CardId c = f.source;
  switch (f.step) {
    case 0:
      if (!g.in_hand_of(c, f.seat) || g.eng.objective == kNoCard) break;
      f.v[1] = g.cost_of(c);
      raise_then(g, f, make_event(evt::kPlayCard, f.seat, c, c, g.cost_of(c)), 1);
      return StepResult::Continue;
    case 1: {
      const Event e = take_raised(g, f);
      if (e.kind == evt::kPlayCard) f.v[1] = e.amount;
      if (!g.can_afford(f.seat, std::max(0, static_cast<int>(f.v[1])), g.fx(c).affiliation)) break;  // LCG-RES-6 (4)
      f.step = 2;
      Frame& p = push_frame(g, fk::kPay, f.seat, c);
      p.v[0] = std::max(0, static_cast<int>(f.v[1]));
      p.v[3] = g.fx(c).affiliation;
      return StepResult::Continue;
    }
    case 2:
      if (!g.in_hand_of(c, f.seat) || g.eng.objective == kNoCard) break;
      g.extra[c].role = g.enemies(f.seat, g.eng.attacker) ? role::kDefender : role::kAttacker;  // LCG-CONFLICT-8
      raise_then(g, f, make_event(ev::kEnterPlay, f.seat, c, c), 3);
      return StepResult::Continue;
    default:
      take_raised(g, f);
      break;
  }
  if (!g.in_play(c)) g.extra[c].role = role::kNone;
  g.stack.pop();
  return StepResult::Continue;
}

// Offered while an engagement is under way and its cost (lowered as far as
// it could be) can be paid.
bool may_play(const LcgState& g, CardId self) {
  const int seat = g.cards[self].owner;
  return cards::during_engagement(g, self) && g.can_afford(seat, g.play_cost_floor(self, seat), g.fx(self).affiliation);
}

// The reaction: 1 damage to the engaged objective (no target: it is named).
StepResult run_damage(LcgState& g, Frame& f, EventLog*) {
  if (f.step == 0 && g.in_play(g.eng.objective)) {
    raise_then(g, f, make_event(ev::kDamage, f.seat, f.source, g.eng.objective, 1), 1);
    return StepResult::Continue;
  }
  take_raised(g, f);
  g.stack.pop();
  return StepResult::Continue;
}

}  // namespace

const FrameKindDef<LcgState> backstabber_play_script = {"backstabber-play", 4, run_play};
const FrameKindDef<LcgState> backstabber_damage_script = {"backstabber-damage", 2, run_damage};

Card backstabber(Card c) {
  c.text = "Action: while an engagement is under way, play this unit from your hand as a participating unit on your side. "
           "Reaction: after this unit enters play during an engagement, deal 1 damage to the engaged objective.";
  return c
      .with(Ability::action()
                .play_from_hand()
                .only_if(may_play)
                .scripted(script_kind(sc::backstabber_play))
                .says("Action: while an engagement is under way, play this unit from your hand as a participating unit on your side."))
      .with(Ability::reaction(ev::kEnterPlay)
                .only_when(cards::this_card_enters_during_engagement)
                .scripted(script_kind(sc::backstabber_damage))
                .says("Reaction: after this unit enters play during an engagement, deal 1 damage to the engaged objective."));
}
}  // namespace sw::lcg
