// Surge of Power (neutral Battle card, AOTC 172): Pay 1 Force → choose a unit
// of yours: +2 power for this attack (while an attack is in progress; ends at
// A11, Scope::Attack, TCG-ABIL-6).
#include "tcg/cards/helpers.h"

namespace sw::tcg {

Card surge_of_power(Card c) {
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPayForce, 1)
                    .in_window(timing::kGeneral)
                    .only_if(during_attack)
                    .choose(Whose::Friendly, unit_in_arena)
                    .does(Verb::Lasting, Who::Target, 2, st::kPower, Scope::Attack)
                    .says("Pay 1 Force → Choose a unit of yours: +2 power for this attack."));
}

}  // namespace sw::tcg
