// Slave I (A) (Dark Side Space unit, AOTC 46): while Slave I is in the Space
// arena, the opponent cannot retreat a Space unit with damage counters on it
// in their retreat step. A static ability (TCG-ABIL-11) putting the
// "cannot retreat" mark (st::kNoRetreat) on those units; "can't" beats
// "can" (TCG-GEN-3).
#include "tcg/cards/helpers.h"

namespace sw::tcg {

namespace {
bool damaged_space_unit(const TcgState& g, CardId, CardId t) { return g.fx(t).type == kSpace && g.cards[t].damage > 0; }
}  // namespace

Card slave_i_a(Card c) {
  return c.with(Ability::constant(st::kNoRetreat, 1, Whose::Enemy)
                    .applies_to(damaged_space_unit)
                    .says("While Slave I is in the Space arena: in their retreat step, your opponent can't retreat a Space unit "
                          "that has damage counters on it."));
}

}  // namespace sw::tcg
