// Infantry Battle Droid, B1 Series (Dark Side Character, AOTC 88): when this
// unit leaves the Character arena by being discarded, its player draws a
// card. A triggered ability (TCG-ABIL-7) on "discarded from an arena"
// (left_arena.h: destroyed by damage or discarded by an effect; a retreat is
// no discard), resolved from the discard pile after the discard.
#include "tcg/cards/helpers.h"
#include "tcg/left_arena.h"

namespace sw::tcg {

Card infantry_battle_droid_b1_series(Card c) {
  return c.with(Ability::forced_reaction(evt::kLeftArena)
                    .only_when(discarded_from<kCharacter>)
                    .does(Verb::Draw, Who::You, 1)
                    .says("When this unit leaves the Character arena by being discarded, you draw a card."));
}

}  // namespace sw::tcg
