// Chancellor Palpatine (A) (Light Side Character, AOTC 69): while Palpatine
// is in the Character arena, each Character of his opponent's has -10 speed
// (the printed card: "each of your opponent's Characters gets -10 speed"), a
// static ability on those units (TCG-ABIL-11), not on him.
#include "tcg/cards/counting.h"

namespace sw::tcg {

namespace {
bool character(const TcgState& g, CardId, CardId t) { return g.in_arena(t, kCharacter); }
}  // namespace

Card chancellor_palpatine_a(Card c) {
  return c.with(Ability::constant(st::kSpeed, -10, Whose::Enemy)
                    .applies_to(character)
                    .says("While Palpatine is in the Character arena: each Character of your opponent has -10 speed."));
}

}  // namespace sw::tcg
