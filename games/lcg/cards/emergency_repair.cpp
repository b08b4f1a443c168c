// Emergency Repair (Jedi event, set 6):
// "Play only during your turn. Action: remove all damage from a target objective."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card emergency_repair(Card c) {
  c.text = "Play only during your turn. Action: remove all damage from a target objective.";
  return c.with(Ability::action().play_from_hand().paid_by(fk::kPay, -1).only_if(cards::your_turn).choose(Whose::Any, cards::damaged_objective).does(Verb::Heal, Who::Target, 99)
                    .says(c.text));
}
}  // namespace sw::lcg
