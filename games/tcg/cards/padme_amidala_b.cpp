// Padmé Amidala (B) (Light Side Character, AOTC 35): triggered by the roll
// for build points while Padmé is in the Character arena: the Dark Side (her
// opponent) loses 1 of this turn's build points (T4: not below 0).
#include "tcg/cards/helpers.h"

namespace sw::tcg {

Card padme_amidala_b(Card c) {
  return c.with(Ability::forced_reaction(evt::kBuildRoll)
                    .does(Verb::Raise, Who::Opponent, -1, evt::kBuildPoints)
                    .says("Triggered by the roll for build points while Padmé is in the Character arena: the Dark Side loses "
                          "1 of this turn's build points."));
}

}  // namespace sw::tcg
