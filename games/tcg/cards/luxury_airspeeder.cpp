// Luxury Airspeeder (neutral Ground unit, AOTC 28): while it is in the Ground
// arena, each other Ground unit of its player's has +10 speed (the printed
// card: "each of your other Ground units get +10 speed"), a static ability on
// those units (TCG-ABIL-11), not on itself.
#include "tcg/cards/counting.h"

namespace sw::tcg {

namespace {
bool ground_unit(const TcgState& g, CardId, CardId t) { return g.in_arena(t, kGround); }
}  // namespace

Card luxury_airspeeder(Card c) {
  return c.with(Ability::constant(st::kSpeed, 10, Whose::OtherFriendly)
                    .applies_to(ground_unit)
                    .says("While this unit is in the Ground arena: each other Ground unit of yours has +10 speed."));
}

}  // namespace sw::tcg
