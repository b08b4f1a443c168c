// Seek the Council's Wisdom (Light Side Mission, AOTC 44): its owner's Force
// goes up by 4 when it is completed (TCG-BUILD-7).
#include "tcg/cards/helpers.h"

namespace sw::tcg {

Card seek_the_councils_wisdom(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kComplete)
                    .does(Verb::Raise, Who::You, 4, evt::kForce)
                    .says("Your Force goes up by 4."));
}

}  // namespace sw::tcg
