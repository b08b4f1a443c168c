// Chancellor Palpatine (A) (Light Side Character, AOTC 69): -10 speed for
// each Character of the opponent while Palpatine is in the Character arena
// (TCG-ABIL-11; on himself, like the other "for each" texts of the set).
#include "tcg/cards/counting.h"

namespace sw::tcg {

namespace {
int opposing_characters(const TcgState& g, CardId self, CardId) {
  return g.count_in(g.opponent_of(seat_of(g, self)), kCharacter);
}
}  // namespace

Card chancellor_palpatine_a(Card c) {
  return c.with(Ability::constant(st::kSpeed, -10, Whose::Self)
                    .per(opposing_characters)
                    .says("While Palpatine is in the Character arena: -10 speed for each Character of your opponent."));
}

}  // namespace sw::tcg
