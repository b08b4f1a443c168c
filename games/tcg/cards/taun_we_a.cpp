// Taun We (A) (neutral Character, AOTC 49): while Taun is in the Character
// arena, each Clone of her player's, in any arena, has +10 speed (the printed
// card: "each of your Clones gets +10 speed"; she is no Clone), a static
// ability on those units (TCG-ABIL-11).
#include "tcg/cards/counting.h"

namespace sw::tcg {

namespace {
bool clone(const TcgState& g, CardId, CardId t) { return has_subtype(g, t, "Clone"); }
}  // namespace

Card taun_we_a(Card c) {
  return c.with(Ability::constant(st::kSpeed, 10, Whose::Friendly)
                    .applies_to(clone)
                    .says("While Taun is in the Character arena: each Clone of yours has +10 speed."));
}

}  // namespace sw::tcg
