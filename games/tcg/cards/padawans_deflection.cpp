// Padawan's Deflection (neutral Battle card, AOTC 158): Pay 3 Force → Prevent 1 damage to a unit of yours. That unit may then deal the amount prevented to a unit of your choice in its arena.
// Played from hand in the prevent window (TCG-PLAY-4c) of damage about to be
// dealt to a unit of yours, its Force paid first, then discarded
// (TCG-PLAY-2). It works as Deflect 1 of that unit (TCG-KW-4, the kDeflect
// script of cards/prevent.h): 1 prevented (all when less), then the unit
// may deal that much to another unit of its arena, on either side
// (OQ-TCG-22); that damage waits for the current counters (TCG-PLAY-6).
// A retreated unit of yours counts too (TCG-ABIL-2, TCG-DMG-1; docs/rulings.md):
// it is in no arena, so it only prevents (OQ-TCG-22).
#include "tcg/cards/prevent.h"

namespace sw::tcg {

namespace {
bool unit_of_yours(const TcgState& g, CardId self, const Event& e) { return damage_pending(g, self, e) && unit_in_game(g, e.target); }
}  // namespace

Card padawans_deflection(Card c) {
  return c.with(prevent_card(3, 1, unit_of_yours)
                    .scripted(fk::kDeflect)
                    .says("Pay 3 Force → Prevent 1 damage to a unit of yours. That unit may then deal the amount prevented to a unit of your choice in its arena."));
}

}  // namespace sw::tcg
