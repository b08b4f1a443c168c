// AT-ST Commander (Imperial Navy unit, set 31): "Action: During an
// engagement, spend 1 resource to place 1 shield on a participating Vehicle unit."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card at_st_commander(Card c) {
  c.text = "Action: while an engagement is under way, spend 1 resource to put 1 shield on a participating Vehicle unit.";
  return c.with(Ability::action()
                    .only_if(cards::during_engagement)
                    .paid_by(fk::kPay, 1)
                    .choose(Whose::Any, cards::participating_unshielded_vehicle)  // LCG-SHIELD-2
                    .does(Verb::Raise, Who::Target, 1, evt::kShield)
                    .says(c.text));
}
}  // namespace sw::lcg
