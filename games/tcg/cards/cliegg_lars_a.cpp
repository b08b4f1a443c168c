// Cliegg Lars (A) (Light Side Character, AOTC 72): when its owner deploys
// Cliegg (from the build zone, TCG-BUILD-6), that player's Force goes down
// by 1. A triggered ability (TCG-ABIL-7) on the TCG's "deployed" event;
// units sent into battle at setup trigger nothing (TCG-SETUP-6).
#include "tcg/cards/helpers.h"

namespace sw::tcg {

Card cliegg_lars_a(Card c) {
  return c.with(Ability::forced_reaction(evt::kDeployed)
                    .targeting(Whose::Self)
                    .does(Verb::Raise, Who::You, -1, evt::kForce)
                    .says("When you deploy Cliegg, your Force goes down by 1."));
}

}  // namespace sw::tcg
