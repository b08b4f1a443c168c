// Mobilize the Squadrons (Rebel Alliance objective, set 13):
// "Rebel Alliance affiliation only. Reaction: after you refresh, remove 1 focus token from a target objective or enhancement you control."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card mobilize_the_squadrons(Card c) {
  c.text = "Rebel Alliance affiliation only. Reaction: after you refresh, remove 1 focus token from a target objective or enhancement you control.";
  return c.with(Ability::reaction(evt::kRefreshed).only_when(cards::you_refreshed).choose(Whose::Yours, cards::focused_objective_or_enhancement).does(Verb::Raise, Who::Target, 1, evt::kUnfocus)
                    .says(c.text));
}
}  // namespace sw::lcg
