// Hyperdrive Ring (Light Side Space unit, AOTC 144): +2 power while its
// controller has a Starfighter in the Space arena (TCG-ABIL-11).
#include "tcg/cards/counting.h"

namespace sw::tcg {

namespace {
bool a_starfighter(const TcgState& g, CardId self) {
  for (CardId c : g.units_in(seat_of(g, self), kSpace))
    if (has_subtype(g, c, "Starfighter")) return true;
  return false;
}
}  // namespace

Card hyperdrive_ring(Card c) {
  return c.with(Ability::constant(st::kPower, 2, Whose::Self)
                    .only_if(a_starfighter)
                    .says("+2 power for this unit while you have a Starfighter in the Space arena."));
}

}  // namespace sw::tcg
