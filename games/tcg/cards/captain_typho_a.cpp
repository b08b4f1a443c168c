// Captain Typho (A) (Light Side Character, AOTC 7): while Typho is in the
// Character arena, each other Naboo Soldier of his player's, in any arena,
// has +10 speed (the printed card: "each of your other Naboo Soldiers gets
// +10 speed"), a static ability on those units (TCG-ABIL-11), not on him.
#include "tcg/cards/counting.h"

namespace sw::tcg {

namespace {
bool naboo_soldier(const TcgState& g, CardId, CardId t) { return has_subtype(g, t, "Naboo Soldier"); }
}  // namespace

Card captain_typho_a(Card c) {
  return c.with(Ability::constant(st::kSpeed, 10, Whose::OtherFriendly)
                    .applies_to(naboo_soldier)
                    .says("While Typho is in the Character arena: each other Naboo Soldier of yours has +10 speed."));
}

}  // namespace sw::tcg
