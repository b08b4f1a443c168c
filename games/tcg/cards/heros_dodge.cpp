// Hero's Dodge (neutral Battle card, AOTC 142): Pay 1 Force → Choose a Character of yours: prevent up to 2 damage to it.
// Played from hand in the prevent window (TCG-PLAY-4c) of damage about to be
// dealt to a Character of yours - the unit it chooses is the one being damaged - its Force
// paid first (TCG-FORCE-3), then discarded (TCG-PLAY-2); cards/prevent.h.
// A retreated unit of yours counts too (TCG-ABIL-2, TCG-DMG-1; docs/rulings.md).
#include "tcg/cards/prevent.h"

namespace sw::tcg {

namespace {
bool character_of_yours(const TcgState& g, CardId self, const Event& e) {
  return damage_pending(g, self, e) && unit_in_game(g, e.target) && g.fx(e.target).type == kCharacter;
}
}  // namespace

Card heros_dodge(Card c) {
  return c.with(prevent_card(1, 2, character_of_yours).says("Pay 1 Force → Choose a Character of yours: prevent up to 2 damage to it."));
}

}  // namespace sw::tcg
