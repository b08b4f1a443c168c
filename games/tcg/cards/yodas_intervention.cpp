// Yoda's Intervention (Light Side Battle card, AOTC 59): Pay 3 Force → Choose a unit of yours: prevent up to 3 damage to it.
// Played from hand in the prevent window (TCG-PLAY-4c) of damage about to be
// dealt to a unit of yours - the unit it chooses is the one being damaged - its Force
// paid first (TCG-FORCE-3), then discarded (TCG-PLAY-2); cards/prevent.h.
// A retreated unit of yours counts too (TCG-ABIL-2, TCG-DMG-1; docs/rulings.md).
#include "tcg/cards/prevent.h"

namespace sw::tcg {

namespace {
bool unit_of_yours(const TcgState& g, CardId self, const Event& e) { return damage_pending(g, self, e) && unit_in_game(g, e.target); }
}  // namespace

Card yodas_intervention(Card c) {
  return c.with(prevent_card(3, 3, unit_of_yours).says("Pay 3 Force → Choose a unit of yours: prevent up to 3 damage to it."));
}

}  // namespace sw::tcg
