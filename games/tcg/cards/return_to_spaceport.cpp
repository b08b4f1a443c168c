// Return to Spaceport (neutral Mission, AOTC 166): when completed (TCG-BUILD-7), its owner
// takes up to 4 damage counters off a Ground unit of theirs. The unit is a
// choice among those with damage counters (none: nothing to choose); "up to"
// takes as many as it has, at most 4, and the owner may choose none
// (TCG-DMG-5: only cards remove damage counters).
#include "tcg/cards/script.h"

namespace sw::tcg {

namespace {
bool of_type(const TcgState& g, CardId, CardId c) { return g.fx(c).type == kGround; }

}  // namespace

extern const CardScript return_to_spaceport_script = CardScript::picking(
    "return-to-spaceport", "choose a Ground unit of yours to take up to 4 damage counters off.", Pick::heal_unit(4, of_type));

Card return_to_spaceport(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kComplete)
                    .scripted(fk::kScript)
                    .says("Take up to 4 damage counters off a Ground unit of yours."));
}

}  // namespace sw::tcg
