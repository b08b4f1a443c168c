// Devastator (Imperial Navy unit, set 29): "Elite. Reaction: After an enemy
// objective is destroyed, spend 1 resource to increase the Death Star dial by 1."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card devastator(Card c) {
  c.text = "Elite. Reaction: after an enemy objective is destroyed, spend 1 resource to raise the Death Star dial by 1.";
  return c.with(Ability::reaction(ev::kDestroy)
                    .only_when(cards::enemy_objective_destroyed)
                    .paid_by(fk::kPay, 1)
                    .does(Verb::Raise, Who::Self, 1, evt::kDial)
                    .says("Reaction: after an enemy objective is destroyed, spend 1 resource to raise the Death Star dial by 1."));
}
}  // namespace sw::lcg
