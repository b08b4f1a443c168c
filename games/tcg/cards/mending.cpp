// Mending (neutral Mission, AOTC 151): when completed (TCG-BUILD-7), its owner
// takes up to 4 damage counters off a Character of theirs, and gains 1 Force. The unit is a
// choice among those with damage counters (none: nothing to choose); "up to"
// takes as many as it has, at most 4, and the owner may choose none
// (TCG-DMG-5: only cards remove damage counters).
#include "tcg/cards/script.h"

namespace sw::tcg {

namespace {
bool of_type(const TcgState& g, CardId, CardId c) { return g.fx(c).type == kCharacter; }
void force_up(TcgState& g, Frame& f, EventLog* log) { change_force(g, script_owner(f), 1, log); }
}  // namespace

extern const CardScript mending_script = CardScript::picking(
    "mending", "choose a Character of yours to take up to 4 damage counters off.", Pick::heal_unit(4, of_type), force_up);

Card mending(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kComplete)
                    .scripted(fk::kScript)
                    .says("Take up to 4 damage counters off a Character of yours; your Force goes up by 1."));
}

}  // namespace sw::tcg
