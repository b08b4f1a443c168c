// The Endor Gambit (Imperial Navy objective, set 31):
// "Reaction: after you refresh, remove 1 focus token from a target Vehicle unit."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card the_endor_gambit(Card c) {
  c.text = "Reaction: after you refresh, remove 1 focus token from a target Vehicle unit.";
  return c.with(Ability::reaction(evt::kRefreshed).only_when(cards::you_refreshed).choose(Whose::Any, cards::focused_unit_with<trait::kVehicle>).does(Verb::Raise, Who::Target, 1, evt::kUnfocus)
                    .says(c.text));
}
}  // namespace sw::lcg
