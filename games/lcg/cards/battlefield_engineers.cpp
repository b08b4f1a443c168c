// Battlefield Engineers (Rebel Alliance unit, set 9): a reaction to its own
// declaration as an attacker that takes a focus token off one of its
// controller's enhancements.
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card battlefield_engineers(Card c) {
  c.text = "Reaction: after this unit is declared as an attacker, remove 1 focus token from a target enhancement you control.";
  return c.with(Ability::reaction(evt::kAttacker)
                    .only_when(cards::this_declared_attacker)
                    .choose(Whose::Yours, cards::focused_enhancement)
                    .does(Verb::Raise, Who::Target, 1, evt::kUnfocus)
                    .says(c.text));
}
}  // namespace sw::lcg
