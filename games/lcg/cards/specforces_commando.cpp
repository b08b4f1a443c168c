// SpecForces Commando (The Hunt for Skywalker unit, L01 26): "Reaction:
// After this unit damages an enemy unit, discard the top X cards of each
// opponent's deck. X is the amount of damage just dealt." Damage this unit
// dealt (the event's source) and placed (after shields). The shared step
// mill_each (cards/hunt_rules.cpp).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
bool damages_enemy_unit(const LcgState& g, CardId self, const Event& e) {
  return e.source == self && e.amount > 0 && g.valid_card(e.target) && g.fx(e.target).type == kUnit &&
         g.enemies(g.cards[e.target].owner, g.controller_of(self));
}
StepResult run(LcgState& g, Frame& f, EventLog*) {
  const Event* e = engine::event_at(g, f.v[1]);
  const int x = e && e->kind == ev::kDamage ? e->amount : 0;
  const int seat = f.seat;
  const CardId self = f.source;
  g.stack.pop();
  push_mill_each(g, seat, self, x);
  return StepResult::Continue;
}
bool valid(const LcgState& g, const Frame& f) { return f.v[1] >= -1 && f.v[1] < g.events.size(); }
}  // namespace

const FrameKindDef<LcgState> specforces_commando_script = {"specforces-commando", 1, run, nullptr, nullptr, nullptr,
                                                           nullptr, nullptr, valid};

Card specforces_commando(Card c) {
  c.text = "Reaction: after this unit damages an enemy unit, discard the top X cards of each opponent's deck. X is the "
           "amount of damage just dealt.";
  return c.with(Ability::reaction(ev::kDamage)
                    .only_when(damages_enemy_unit)
                    .scripted(script_kind(sc::specforces_commando))
                    .says(c.text));
}
}  // namespace sw::lcg
