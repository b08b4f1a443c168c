// Acklay (Dark Side Character, AOTC 61): +30 speed while it is its
// controller's only unit in the Character arena (TCG-ABIL-11, a condition).
#include "tcg/cards/counting.h"

namespace sw::tcg {

namespace {
bool alone(const TcgState& g, CardId self) { return g.count_in(seat_of(g, self), kCharacter) == 1; }
}  // namespace

Card acklay(Card c) {
  return c.with(Ability::constant(st::kSpeed, 30, Whose::Self)
                    .only_if(alone)
                    .says("+30 speed for this unit while it is your only unit in the Character arena."));
}

}  // namespace sw::tcg
