// Super Battle Droid 8EX (Dark Side Character, AOTC 110): +10 speed and +1
// power while its controller has another Droid in any arena (TCG-ABIL-11).
#include "tcg/cards/counting.h"

namespace sw::tcg {

namespace {
bool another_droid(const TcgState& g, CardId self) { return units_with_subtype(g, seat_of(g, self), "Droid", self) > 0; }
}  // namespace

Card super_battle_droid_8ex(Card c) {
  return c.with(Ability::constant(st::kSpeed, 10, Whose::Self)
                    .only_if(another_droid)
                    .says("+10 speed for this unit while you have another Droid in any arena."))
      .with(Ability::constant(st::kPower, 1, Whose::Self)
                .only_if(another_droid)
                .says("+1 power for this unit while you have another Droid in any arena."));
}

}  // namespace sw::tcg
