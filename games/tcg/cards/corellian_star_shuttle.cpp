// Corellian Star Shuttle (Light Side Space unit, AOTC 129): [tap] → Draw 1,
// in its controller's build step only (TCG-ABIL-4, TCG-BUILD-1g), once per
// turn (TCG-ABIL-6).
#include "tcg/cards/helpers.h"

namespace sw::tcg {

Card corellian_star_shuttle(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kBuildStep)
                    .exhaust_cost()
                    .limit_per(Scope::Turn)
                    .does(Verb::Draw, Who::You, 1)
                    .says("[tap] → Draw 1. (Your build step only.)"));
}

}  // namespace sw::tcg
