// Last Minute Rescue (Jedi objective, set 6):
// "Reaction: after you refresh, remove 1 damage from a target unit."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card last_minute_rescue(Card c) {
  c.text = "Reaction: after you refresh, remove 1 damage from a target unit.";
  return c.with(Ability::reaction(evt::kRefreshed).only_when(cards::you_refreshed).choose(Whose::Any, cards::damaged_unit).does(Verb::Heal, Who::Target, 1)
                    .says(c.text));
}
}  // namespace sw::lcg
