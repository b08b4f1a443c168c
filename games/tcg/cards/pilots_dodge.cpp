// Pilot's Dodge (neutral Battle card, AOTC 162): Pay 2 Force → Choose a Space or Ground unit of yours: prevent up to 2 damage to it.
// Played from hand in the prevent window (TCG-PLAY-4c) of damage about to be
// dealt to a Space or Ground unit of yours - the unit it chooses is the one being damaged - its Force
// paid first (TCG-FORCE-3), then discarded (TCG-PLAY-2); cards/prevent.h.
// A retreated unit of yours counts too (TCG-ABIL-2, TCG-DMG-1; docs/rulings.md).
#include "tcg/cards/prevent.h"

namespace sw::tcg {

namespace {
bool space_or_ground_of_yours(const TcgState& g, CardId self, const Event& e) {
  return damage_pending(g, self, e) && unit_in_game(g, e.target) && (g.fx(e.target).type == kSpace || g.fx(e.target).type == kGround);
}
}  // namespace

Card pilots_dodge(Card c) {
  return c.with(prevent_card(2, 2, space_or_ground_of_yours).says("Pay 2 Force → Choose a Space or Ground unit of yours: prevent up to 2 damage to it."));
}

}  // namespace sw::tcg
