// The Rebel Fleet (Rebel Alliance objective, set 11): a declaration
// restriction on this objective (st::kOnlyAttackers, LcgState::may_attack):
// only Vehicle units attack it; without a ready Vehicle it cannot be engaged
// at all (LCG-CONFLICT-6, OQ-14).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card the_rebel_fleet(Card c) {
  c.text = "Only Vehicle units may be declared as attackers against this objective.";
  return c.with(Ability::constant(st::kOnlyAttackers, 0, Whose::Any)
                    .applies_to(cards::unit_with<trait::kVehicle>)
                    .says(c.text));
}
}  // namespace sw::lcg
