// Target Locked (neutral Battle card, AOTC 175): Pay 2 Force → choose a unit
// of yours: Critical Hit 2 for this attack. Critical Hit counts as the unit
// has it at the roll (OQ-TCG-21) and adds to any it has (TCG-KW-3); the
// lasting effect ends at A11 (Scope::Attack).
#include "tcg/cards/helpers.h"

namespace sw::tcg {

Card target_locked(Card c) {
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPayForce, 2)
                    .in_window(timing::kGeneral)
                    .only_if(during_attack)
                    .choose(Whose::Friendly, unit_in_arena)
                    .does(Verb::Lasting, Who::Target, 2, st::kCritical, Scope::Attack)
                    .says("Pay 2 Force → Choose a unit of yours: Critical Hit 2 for this attack."));
}

}  // namespace sw::tcg
