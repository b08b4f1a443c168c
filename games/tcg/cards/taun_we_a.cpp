// Taun We (A) (neutral Character, AOTC 49): +10 speed for each of your
// Clones while Taun is in the Character arena (TCG-ABIL-11).
#include "tcg/cards/counting.h"

namespace sw::tcg {

namespace {
int clones_of_yours(const TcgState& g, CardId self, CardId) { return units_with_subtype(g, seat_of(g, self), "Clone"); }
}  // namespace

Card taun_we_a(Card c) {
  return c.with(Ability::constant(st::kSpeed, 10, Whose::Self)
                    .per(clones_of_yours)
                    .says("While Taun is in the Character arena: +10 speed for each of your Clones."));
}

}  // namespace sw::tcg
