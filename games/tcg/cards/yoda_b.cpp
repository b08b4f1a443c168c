// Yoda (B) (Light Side Character, AOTC 119): Pay 3 Force → Evade 4. Pay 5
// Force → Deflect 2. [tap] → +1 Force for you. (Your build step only.)
// Evade and Deflect are used in the prevent window of damage to him
// (cards/prevent.h); the [tap] is a build-step action of Yoda in the
// Character arena (TCG-ABIL-4, TCG-BUILD-1g, TCG-PLAY-8), the Force through
// the game event evt::kForce.
#include "tcg/cards/prevent.h"

namespace sw::tcg {

Card yoda_b(Card c) {
  return c.with(evade(3, 4).says("Pay 3 Force → Evade 4."))
      .with(deflect(5, 2).says("Pay 5 Force → Deflect 2."))
      .with(Ability::action()
                .in_window(timing::kBuildStep)
                .exhaust_cost()
                .limit_per(Scope::Turn)
                .does(Verb::Raise, Who::You, 1, evt::kForce)
                .says("[tap] → +1 Force for you. (Your build step only.)"));
}

}  // namespace sw::tcg
