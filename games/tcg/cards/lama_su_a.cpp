// Lama Su (A) (neutral Character, AOTC 27): "As long as Lama is in the
// Character arena, each Clone costs 1 fewer build counter to deploy": every
// Clone, either side's (with a Lama on each side, 2 fewer). TCG-BUILD-6: a
// face-down Clone is ready with cost - 1 counters. A static ability
// (TCG-ABIL-11) read by TcgState::deploy_discount.
#include "tcg/cards/counting.h"

namespace sw::tcg {

namespace {
bool clone(const TcgState& g, CardId, CardId t) { return card_has_subtype(g, t, "Clone"); }
}  // namespace

Card lama_su_a(Card c) {
  return c.with(Ability::constant(st::kDeployDiscount, 1, Whose::Any)
                    .applies_to(clone)
                    .says("While Lama is in the Character arena: deploying a Clone takes 1 build counter fewer."));
}

}  // namespace sw::tcg
