// Nightsister (Sith unit, set 25):
// "Reaction: after you commit this unit to the Force, deal 1 damage to a target objective."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card nightsister(Card c) {
  c.text = "Reaction: after you commit this unit to the Force, deal 1 damage to a target objective.";
  return c.with(Ability::reaction(evt::kCommit).only_when(cards::this_card).choose(Whose::Any, cards::objective).does(Verb::Damage, Who::Target, 1)
                    .says(c.text));
}
}  // namespace sw::lcg
