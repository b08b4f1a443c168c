// Clone Officer (Light Side Character, AOTC 9): +1 power for each of your
// Clones, itself included, while it is in the Character arena (TCG-ABIL-11).
#include "tcg/cards/counting.h"

namespace sw::tcg {

namespace {
int clones_of_yours(const TcgState& g, CardId self, CardId) { return units_with_subtype(g, seat_of(g, self), "Clone"); }
}  // namespace

Card clone_officer(Card c) {
  return c.with(Ability::constant(st::kPower, 1, Whose::Self)
                    .per(clones_of_yours)
                    .says("While this unit is in the Character arena: +1 power for each of your Clones, itself included."));
}

}  // namespace sw::tcg
