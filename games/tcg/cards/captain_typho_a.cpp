// Captain Typho (A) (Light Side Character, AOTC 7): while Typho is in the
// Character arena, +10 speed for each other Naboo Soldier of yours. A static
// ability (TCG-ABIL-11) on himself, counted whenever his speed is read.
#include "tcg/cards/counting.h"

namespace sw::tcg {

namespace {
int other_naboo_soldiers(const TcgState& g, CardId self, CardId) {
  return units_with_subtype(g, seat_of(g, self), "Naboo Soldier", self);
}
}  // namespace

Card captain_typho_a(Card c) {
  return c.with(Ability::constant(st::kSpeed, 10, Whose::Self)
                    .per(other_naboo_soldiers)
                    .says("While Typho is in the Character arena: +10 speed for each other Naboo Soldier of yours."));
}

}  // namespace sw::tcg
