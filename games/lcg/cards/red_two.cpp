// Red Two (Rebel Alliance unit, set 8):
// "Reaction: after an objective is destroyed, remove 1 focus token from this unit."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card red_two(Card c) {
  c.text = "Reaction: after an objective is destroyed, remove 1 focus token from this unit.";
  return c.with(Ability::reaction(ev::kDestroy).only_when(cards::objective_destroyed).only_if(cards::self_focused).does(Verb::Raise, Who::Self, 1, evt::kUnfocus)
                    .says(c.text));
}
}  // namespace sw::lcg
