// Darth Tyranus (A) (Dark Side Character, AOTC 14): Pay 1 Force → For this
// attack, Tyranus has +2 power. Pay 3 Force → Evade 3. Pay 2 Force →
// Deflect 1. The first in the general window of his own attack before the
// roll (cards/this_attack.h); Evade and Deflect in the prevent window of
// damage about to be dealt to him (cards/prevent.h, TCG-KW-4, TCG-KW-5).
#include "tcg/cards/prevent.h"
#include "tcg/cards/this_attack.h"

namespace sw::tcg {

Card darth_tyranus_a(Card c) {
  return c.with(for_this_attack(1, st::kPower, 2).says("Pay 1 Force → For this attack, Tyranus has +2 power."))
      .with(evade(3, 3).says("Pay 3 Force → Evade 3."))
      .with(deflect(2, 1).says("Pay 2 Force → Deflect 1."));
}

}  // namespace sw::tcg
