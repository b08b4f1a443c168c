// Windu's Solution (Light Side Battle card, AOTC 57): Pay 2 Force → choose a
// unit of yours: +30 speed and +2 power until the battle phase ends. A Battle
// card played from hand in a general window of the Battle phase (TCG-PLAY-2,
// TCG-PLAY-3), its Force paid first (TCG-FORCE-3), then discarded; "until the
// battle phase ends" is the Battle phase (Scope::Phase, correction T5).
#include "tcg/cards/helpers.h"

namespace sw::tcg {

Card windus_solution(Card c) {
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPayForce, 2)
                    .in_window(timing::kGeneral)
                    .choose(Whose::Friendly, unit_in_arena)
                    .does(Verb::Lasting, Who::Target, 30, st::kSpeed, Scope::Phase)
                    .does(Verb::Lasting, Who::Target, 2, st::kPower, Scope::Phase)
                    .says("Pay 2 Force → Choose a unit of yours: +30 speed and +2 power until the battle phase ends."));
}

}  // namespace sw::tcg
