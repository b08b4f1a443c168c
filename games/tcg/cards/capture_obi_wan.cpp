// Capture Obi-Wan (Dark Side Mission, AOTC 68): when completed
// (TCG-BUILD-7), the opponent's Force goes down by 2 and its owner's up by 2.
#include "tcg/cards/helpers.h"

namespace sw::tcg {

Card capture_obi_wan(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kComplete)
                    .does(Verb::Raise, Who::Opponent, -2, evt::kForce)
                    .does(Verb::Raise, Who::You, 2, evt::kForce)
                    .says("Your opponent's Force goes down by 2 and yours goes up by 2."));
}

}  // namespace sw::tcg
