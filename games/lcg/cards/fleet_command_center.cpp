// Fleet Command Center (Rebel Alliance enhancement, set 12):
// "Enhance your play area. Reaction: after you refresh, place 1 shield on a target unit."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card fleet_command_center(Card c) {
  c.text = "Enhance your play area. Reaction: after you refresh, place 1 shield on a target unit.";
  return c.with(Ability::reaction(evt::kRefreshed).only_when(cards::you_refreshed).choose(Whose::Any, cards::unshielded_unit).does(Verb::Raise, Who::Target, 1, evt::kShield)
                    .says(c.text));
}
}  // namespace sw::lcg
