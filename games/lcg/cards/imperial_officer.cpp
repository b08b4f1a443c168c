// Imperial Officer (Imperial Navy unit, set 29): "Reaction: After an enemy
// objective is destroyed, spend 2 resources to increase the Death Star dial by 1."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card imperial_officer(Card c) {
  c.text = "Reaction: after an enemy objective is destroyed, spend 2 resources to raise the Death Star dial by 1.";
  return c.with(Ability::reaction(ev::kDestroy)
                    .only_when(cards::enemy_objective_destroyed)
                    .paid_by(fk::kPay, 2)
                    .does(Verb::Raise, Who::Self, 1, evt::kDial)
                    .says(c.text));
}
}  // namespace sw::lcg
