// Blue Leader (Rebel Alliance unit, Balance of the Force set 92): "Reaction:
// After this unit is focused to strike as an attacker, deal 1 damage to a
// target objective not currently engaged." Any objective, either side's.
#include "lcg/cards/helpers.h"
namespace sw::lcg {
namespace {
bool focused_to_strike_attacking(const LcgState& g, CardId self, const Event& e) {
  return cards::this_focused_to_strike(g, self, e) && g.extra[self].role == role::kAttacker;
}
bool objective_not_engaged(const LcgState& g, CardId, CardId t) {
  return cards::is_objective(g, t) && t != g.eng.objective;
}
}  // namespace
Card blue_leader(Card c) {
  c.text = "Reaction: after this unit is focused to strike as an attacker, deal 1 damage to a target objective that is not "
           "engaged now.";
  return c.with(Ability::reaction(ev::kFocus)
                    .only_when(focused_to_strike_attacking)
                    .choose(Whose::Any, objective_not_engaged)
                    .does(Verb::Damage, Who::Target, 1)
                    .says(c.text));
}
}  // namespace sw::lcg
