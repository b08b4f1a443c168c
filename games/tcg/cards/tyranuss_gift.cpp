// Tyranus's Gift (Dark Side Battle card, AOTC 113): Pay 3 Force → for this attack,
// the attacking unit has -5 power. No choice: the attacking unit of the
// attack in progress (evt::kAttackerPower, a lasting effect until A11,
// Scope::Attack); playable only while an attack is in progress, and it
// matters before the roll (TCG-ATTACK-6).
#include "tcg/cards/helpers.h"

namespace sw::tcg {

Card tyranuss_gift(Card c) {
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPayForce, 3)
                    .in_window(timing::kGeneral)
                    .only_if(during_attack)
                    .does(Verb::Raise, Who::You, -5, evt::kAttackerPower)
                    .says("Pay 3 Force → For this attack, the attacking unit has -5 power."));
}

}  // namespace sw::tcg
