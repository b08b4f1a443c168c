// Cheat the Game (neutral Battle card, AOTC 71): Pay 3 Force → reroll every
// die of your attack roll. Only in the reroll window after an attack roll of
// a unit of yours (TCG-PLAY-4b, TCG-DICE-5); every die is rolled again
// (evt::kRerollAll, TCG-DICE-4), no choice. Ruling of the card: it applies
// to the current attack only.
#include "tcg/cards/helpers.h"

namespace sw::tcg {

Card cheat_the_game(Card c) {
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPayForce, 3)
                    .in_window(timing::kReroll)
                    .only_if(own_attack_rolled)
                    .does(Verb::Raise, Who::You, 0, evt::kRerollAll)
                    .says("Pay 3 Force → Reroll every die of your attack roll."));
}

}  // namespace sw::tcg
