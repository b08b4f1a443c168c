// Orbital Construction Yard (Jerjerrod's Task enhancement, D01 41): "Enhance
// your play area. Limited. Reaction: After you refresh, remove 1 damage from
// a target objective or Vehicle unit you control." Limited and the play area
// are facts.
#include "lcg/cards/helpers.h"
namespace sw::lcg {
namespace {
bool damaged_objective_or_vehicle(const LcgState& g, CardId self, CardId t) {
  return g.cards[t].damage > 0 && g.controller_of(t) == g.controller_of(self) &&
         (cards::is_objective(g, t) || (cards::is_unit(g, t) && g.has_trait(t, trait::kVehicle)));
}
}  // namespace
Card orbital_construction_yard(Card c) {
  c.text = "Enhance your play area. Limited. Reaction: after you refresh, remove 1 damage from a target objective or Vehicle unit you control.";
  return c.with(Ability::reaction(evt::kRefreshed)
                    .only_when(cards::you_refreshed)
                    .choose(Whose::Any, damaged_objective_or_vehicle)
                    .does(Verb::Heal, Who::Target, 1)
                    .says("Reaction: after you refresh, remove 1 damage from a target objective or Vehicle unit you control."));
}
}  // namespace sw::lcg
