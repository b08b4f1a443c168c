// Black Squadron Assault (Sith objective, set 21): "Action: Focus this
// objective to remove 1 focus token from a Black Squadron unit you control."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card black_squadron_assault(Card c) {
  c.text = "Action: focus this objective to remove 1 focus token from a Black Squadron unit you control.";
  return c.with(Ability::action()
                    .exhaust_cost()
                    .choose(Whose::Yours, cards::focused_unit_with<trait::kBlackSquadron>)
                    .does(Verb::Raise, Who::Target, 1, evt::kUnfocus)
                    .says(c.text));
}
}  // namespace sw::lcg
