// San Hill (A) (Dark Side Character, AOTC 42): [tap] → this turn, +2 build
// points for its controller and +1 for the opponent; in its controller's
// build step only (TCG-ABIL-4), once per turn. The opponent's point lasts
// until its own build step (later this turn, or lost: TCG-CMD-6).
#include "tcg/cards/helpers.h"

namespace sw::tcg {

Card san_hill_a(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kBuildStep)
                    .exhaust_cost()
                    .limit_per(Scope::Turn)
                    .does(Verb::Raise, Who::You, 2, evt::kBuildPoints)
                    .does(Verb::Raise, Who::Opponent, 1, evt::kBuildPoints)
                    .says("[tap] → Build points this turn: +2 for you, +1 for your opponent. (Your build step only.)"));
}

}  // namespace sw::tcg
