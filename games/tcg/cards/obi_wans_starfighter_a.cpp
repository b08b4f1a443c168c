// Obi-Wan's Starfighter (A) (Light Side Space unit, AOTC 32): Critical Hit 2
// (printed, read from its facts); when the Battle phase starts (T5), if it is
// in the Space arena, all damage counters come off it (TCG-DMG-5).
#include "tcg/cards/helpers.h"

namespace sw::tcg {

Card obi_wans_starfighter_a(Card c) {
  return c.with(Ability::forced_reaction(evt::kBattleStarts)
                    .does(Verb::Heal, Who::Self, 100)
                    .says("When the battle phase starts: if this ship is in the Space arena, take all damage counters off it."));
}

}  // namespace sw::tcg
