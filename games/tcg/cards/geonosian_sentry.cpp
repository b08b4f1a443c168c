// Geonosian Sentry (Dark Side Character, AOTC 17): +10 speed for each other
// Geonosian of yours while it is in the Character arena (TCG-ABIL-11).
#include "tcg/cards/counting.h"

namespace sw::tcg {

namespace {
int other_geonosians(const TcgState& g, CardId self, CardId) {
  return units_with_subtype(g, seat_of(g, self), "Geonosian", self);
}
}  // namespace

Card geonosian_sentry(Card c) {
  return c.with(Ability::constant(st::kSpeed, 10, Whose::Self)
                    .per(other_geonosians)
                    .says("While this unit is in the Character arena: +10 speed for each other Geonosian of yours."));
}

}  // namespace sw::tcg
