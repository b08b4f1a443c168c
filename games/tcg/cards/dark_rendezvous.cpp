// Dark Rendezvous (Dark Side Mission, AOTC 10): the opponent's Force goes
// down by 7 (not below 0). Its text runs when it is completed (TCG-BUILD-7).
#include "tcg/cards/helpers.h"

namespace sw::tcg {

Card dark_rendezvous(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kComplete)
                    .does(Verb::Raise, Who::Opponent, -7, evt::kForce)
                    .says("Your opponent's Force goes down by 7."));
}

}  // namespace sw::tcg
