// Fleeing the Empire (Rebel Alliance objective, set 10):
// "Reaction: after you refresh, place 1 shield on a target unit or objective you control."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card fleeing_the_empire(Card c) {
  c.text = "Reaction: after you refresh, place 1 shield on a target unit or objective you control.";
  return c.with(Ability::reaction(evt::kRefreshed).only_when(cards::you_refreshed).choose(Whose::Yours, cards::unshielded_unit_or_objective).does(Verb::Raise, Who::Target, 1, evt::kShield)
                    .says(c.text));
}
}  // namespace sw::lcg
