// Jango Fett (A) (Dark Side Character, AOTC 21): during his attacks on a
// Jedi, Jango has Critical Hit 2. A static ability with a condition
// (TCG-ABIL-11): Jango is the attacking unit (from the target's declaration
// to A11) and the defender's subtype names Jedi. Critical Hit counts as he
// has it at the roll (OQ-TCG-21).
#include "tcg/cards/helpers.h"

namespace sw::tcg {

Card jango_fett_a(Card c) {
  return c.with(Ability::constant(st::kCritical, 2, Whose::Self)
                    .only_if(attacking_a_jedi)
                    .says("During his attacks on a Jedi, Jango has Critical Hit 2."));
}

}  // namespace sw::tcg
