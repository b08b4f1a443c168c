// Geonosian Sentry (Dark Side Character, AOTC 17): while it is in the
// Character arena, each other Geonosian of its player's, in any arena, has
// +10 speed (the printed card: "each of your other Geonosians gets +10
// speed"), a static ability on those units (TCG-ABIL-11), not on itself.
#include "tcg/cards/counting.h"

namespace sw::tcg {

namespace {
bool geonosian(const TcgState& g, CardId, CardId t) { return has_subtype(g, t, "Geonosian"); }
}  // namespace

Card geonosian_sentry(Card c) {
  return c.with(Ability::constant(st::kSpeed, 10, Whose::OtherFriendly)
                    .applies_to(geonosian)
                    .says("While this unit is in the Character arena: each other Geonosian of yours has +10 speed."));
}

}  // namespace sw::tcg
