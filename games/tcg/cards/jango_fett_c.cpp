// Jango Fett (C) (Dark Side Character, AOTC 89): during his attacks on a
// Jedi, Jango has +2 power (static, TCG-ABIL-11: while he is the attacking
// unit and the defender is a Jedi; power counts at the roll, TCG-ATTACK-6).
#include "tcg/cards/helpers.h"

namespace sw::tcg {

Card jango_fett_c(Card c) {
  return c.with(Ability::constant(st::kPower, 2, Whose::Self)
                    .only_if(attacking_a_jedi)
                    .says("During his attacks on a Jedi, Jango has +2 power."));
}

}  // namespace sw::tcg
