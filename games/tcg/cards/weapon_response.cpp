// Weapon Response (neutral Battle card, AOTC 117): Pay 1 Force → for this attack,
// the attacking unit has -2 power. No choice: the attacking unit of the
// attack in progress (evt::kAttackerPower, a lasting effect until A11,
// Scope::Attack); playable only while an attack is in progress, and it
// matters before the roll (TCG-ATTACK-6).
#include "tcg/cards/helpers.h"

namespace sw::tcg {

Card weapon_response(Card c) {
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPayForce, 1)
                    .in_window(timing::kGeneral)
                    .only_if(during_attack)
                    .does(Verb::Raise, Who::You, -2, evt::kAttackerPower)
                    .says("Pay 1 Force → For this attack, the attacking unit has -2 power."));
}

}  // namespace sw::tcg
