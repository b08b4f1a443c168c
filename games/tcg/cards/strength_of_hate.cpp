// Strength of Hate (Dark Side Battle card, AOTC 108): Pay 2 Force → choose a
// unit of yours: +3 power for this attack. Played in a general window while
// an attack is in progress (TCG-PLAY-4a: after the target is declared); the
// lasting effect ends at A11 (Scope::Attack, TCG-ABIL-6). Power counts only
// before the roll (TCG-ATTACK-6): the window after the target is the one
// where it matters.
#include "tcg/cards/helpers.h"

namespace sw::tcg {

Card strength_of_hate(Card c) {
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPayForce, 2)
                    .in_window(timing::kGeneral)
                    .only_if(during_attack)
                    .choose(Whose::Friendly, unit_in_arena)
                    .does(Verb::Lasting, Who::Target, 3, st::kPower, Scope::Attack)
                    .says("Pay 2 Force → Choose a unit of yours: +3 power for this attack."));
}

}  // namespace sw::tcg
