// Luxury Airspeeder (neutral Ground unit, AOTC 28): +10 speed for each other
// Ground unit of yours while it is in the Ground arena (TCG-ABIL-11).
#include "tcg/cards/counting.h"

namespace sw::tcg {

namespace {
int other_ground_units(const TcgState& g, CardId self, CardId) { return g.count_in(seat_of(g, self), kGround) - 1; }
}  // namespace

Card luxury_airspeeder(Card c) {
  return c.with(Ability::constant(st::kSpeed, 10, Whose::Self)
                    .per(other_ground_units)
                    .says("While this unit is in the Ground arena: +10 speed for each other Ground unit of yours."));
}

}  // namespace sw::tcg
