// Hero's Duty (Light Side Battle card, AOTC 18): Pay 4 Force → choose a unit
// of yours: +5 power for this attack, and it is discarded once the attack is
// over. While an attack is in progress; both effects last for this attack
// (Scope::Attack): the mark st::kDoomed makes the attack flow discard the
// unit at A11, just before "for this attack" ends (TCG-ABIL-6).
#include "tcg/cards/helpers.h"

namespace sw::tcg {

Card heros_duty(Card c) {
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPayForce, 4)
                    .in_window(timing::kGeneral)
                    .only_if(during_attack)
                    .choose(Whose::Friendly, unit_in_arena)
                    .does(Verb::Lasting, Who::Target, 5, st::kPower, Scope::Attack)
                    .does(Verb::Lasting, Who::Target, 1, st::kDoomed, Scope::Attack)
                    .says("Pay 4 Force → Choose a unit of yours: +5 power for this attack, and it is discarded once the attack is over."));
}

}  // namespace sw::tcg
