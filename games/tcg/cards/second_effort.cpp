// Second Effort (neutral Battle card, AOTC 43): Pay 5 Force → roll again any
// of your attack dice you choose. A reroll card: only in the reroll window
// after an attack roll of a unit of yours (TCG-PLAY-4b, TCG-DICE-5); the
// choice of dice is the pick_dice script (at least one die, TCG-DICE-4).
#include "tcg/cards/helpers.h"
#include "tcg/cards/pick_dice.h"

namespace sw::tcg {

Card second_effort(Card c) {
  return with_own_script(c.with(Ability::action()
                                .play_from_hand()
                                .paid_by(fk::kPayForce, 5)
                                .in_window(timing::kReroll)
                                .only_if(own_attack_rolled)
                                .scripted(fk::kOwnScript)
                                .says("Pay 5 Force → Roll again any of your attack dice you choose.")),
                     kPickDice);
}

}  // namespace sw::tcg
