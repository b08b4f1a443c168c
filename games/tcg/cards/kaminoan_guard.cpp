// Kaminoan Guard (neutral Character, AOTC 92): +1 power while any arena, of
// either side, holds at least one Clone (TCG-ABIL-11, a condition).
#include "tcg/cards/counting.h"

namespace sw::tcg {

namespace {
bool a_clone_anywhere(const TcgState& g, CardId self) {
  const int me = seat_of(g, self);
  return units_with_subtype(g, me, "Clone") + units_with_subtype(g, g.opponent_of(me), "Clone") > 0;
}
}  // namespace

Card kaminoan_guard(Card c) {
  return c.with(Ability::constant(st::kPower, 1, Whose::Self)
                    .only_if(a_clone_anywhere)
                    .says("+1 power for this unit while any arena holds at least one Clone."));
}

}  // namespace sw::tcg
