// Wedding of Destiny (Light Side Mission, AOTC 118): when completed
// (TCG-BUILD-7), its owner draws 3 cards and gains 1 Force.
#include "tcg/cards/helpers.h"

namespace sw::tcg {

Card wedding_of_destiny(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kComplete)
                    .does(Verb::Draw, Who::You, 3)
                    .does(Verb::Raise, Who::You, 1, evt::kForce)
                    .says("You draw 3 cards and your Force goes up by 1."));
}

}  // namespace sw::tcg
