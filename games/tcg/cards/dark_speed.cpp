// Dark Speed (Dark Side Battle card, AOTC 78): choose a unit of yours: +30
// speed until the battle phase ends. No cost (TCG-CARD-3: no arrow); played in
// a general window of the Battle phase (TCG-PLAY-3); "until the battle phase
// ends" is Scope::Phase (correction T5). Speed orders the attacks still to
// come (TCG-BATTLE-3).
#include "tcg/cards/helpers.h"

namespace sw::tcg {

Card dark_speed(Card c) {
  return c.with(Ability::action()
                    .play_from_hand()
                    .in_window(timing::kGeneral)
                    .choose(Whose::Friendly, unit_in_arena)
                    .does(Verb::Lasting, Who::Target, 30, st::kSpeed, Scope::Phase)
                    .says("Choose a unit of yours: +30 speed until the battle phase ends."));
}

}  // namespace sw::tcg
