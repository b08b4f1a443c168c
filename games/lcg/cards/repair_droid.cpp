// Repair Droid (Rebel Alliance unit, set 11):
// "Action: remove 1 damage from a target Vehicle unit. Limit once per turn."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card repair_droid(Card c) {
  c.text = "Action: remove 1 damage from a target Vehicle unit. Limit once per turn.";
  return c.with(Ability::action().choose(Whose::Any, cards::damaged_unit_with<trait::kVehicle>).does(Verb::Heal, Who::Target, 1).limit_per(Scope::Turn)
                    .says(c.text));
}
}  // namespace sw::lcg
