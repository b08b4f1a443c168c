// Rebel Assault (Rebel Alliance event, set 8): "Action: Deal 2 damage to a
// target enemy unit or objective. (Limit 1 per turn.)"
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card rebel_assault(Card c) {
  c.text = "Action: deal 2 damage to a target enemy unit or objective. Limit 1 per turn.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .choose(Whose::Enemy, cards::unit_or_objective)
                    .does(Verb::Damage, Who::Target, 2)
                    .limit_per(Scope::Turn)
                    .says(c.text));
}
}  // namespace sw::lcg
