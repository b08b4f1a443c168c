// Our Most Desperate Hour (neutral event, set 3): "Action: Place 1 shield on a
// target Character unit, even if that unit is already shielded."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card our_most_desperate_hour(Card c) {
  c.text = "Action: place 1 shield on a target Character unit, even if it already has one.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .choose(Whose::Any, cards::unit_with<trait::kCharacter>)
                    .does(Verb::Raise, Who::Target, 2, evt::kShield)  // amount 2: even if shielded (C5)
                    .says(c.text));
}
}  // namespace sw::lcg
