// Boba Fett (A) (neutral Character, AOTC 6): while Boba is in the Character
// arena, every Bounty Hunter gets -10 speed. A static ability (TCG-ABIL-11):
// on while Boba is in an arena (a Character is only ever in the Character
// arena), off in the build zone (TCG-ABIL-2); "every" is both sides' units.
#include "tcg/cards/helpers.h"

namespace sw::tcg {

namespace {
bool bounty_hunter(const TcgState& g, CardId, CardId t) { return has_subtype(g, t, "Bounty Hunter"); }
}  // namespace

Card boba_fett_a(Card c) {
  return c.with(Ability::constant(st::kSpeed, -10, Whose::Any)
                    .applies_to(bounty_hunter)
                    .says("While Boba is in the Character arena: -10 speed for every Bounty Hunter, on both sides."));
}

}  // namespace sw::tcg
