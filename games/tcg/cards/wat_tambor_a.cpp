// Wat Tambor (A) (Dark Side Character, AOTC 115): triggered by the roll for
// build points while Wat is in the Character arena: the Light Side (his
// opponent) loses 1 of this turn's build points (T4: not below 0).
#include "tcg/cards/helpers.h"

namespace sw::tcg {

Card wat_tambor_a(Card c) {
  return c.with(Ability::forced_reaction(evt::kBuildRoll)
                    .does(Verb::Raise, Who::Opponent, -1, evt::kBuildPoints)
                    .says("Triggered by the roll for build points while Wat is in the Character arena: the Light Side loses 1 "
                          "of this turn's build points."));
}

}  // namespace sw::tcg
