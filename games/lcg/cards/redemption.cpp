// Redemption (Jedi unit, set 6): "Interrupt: When a Character unit is
// destroyed, return it to its owner's hand instead of placing it in its
// owner's discard pile. (Limit once per turn.)"
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card redemption(Card c) {
  c.text = "Interrupt: when a Character unit is destroyed, it goes back to its owner's hand instead of the discard pile. Limit once per turn.";
  return c.with(Ability::interrupt(ev::kDestroy)
                    .only_when(cards::character_unit_destroyed)
                    .limit_per(Scope::Turn)
                    .does(Verb::Cancel, Who::EventTarget)
                    .then()
                    .does(Verb::Raise, Who::EventTarget, 0, evt::kReturnHand)
                    .says(c.text));
}
}  // namespace sw::lcg
