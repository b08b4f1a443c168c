// Jango Fett (B) (Dark Side Character, AOTC 22): during his attacks on a
// Jedi, Jango has +1 power and Critical Hit 1 (static, TCG-ABIL-11: while he
// is the attacking unit and the defender is a Jedi; both count at the roll,
// TCG-ATTACK-6, OQ-TCG-21).
#include "tcg/cards/helpers.h"

namespace sw::tcg {

Card jango_fett_b(Card c) {
  return c.with(Ability::constant(st::kPower, 1, Whose::Self)
                    .only_if(attacking_a_jedi)
                    .says("During his attacks on a Jedi, Jango has +1 power and Critical Hit 1."))
      .with(Ability::constant(st::kCritical, 1, Whose::Self).only_if(attacking_a_jedi));
}

}  // namespace sw::tcg
