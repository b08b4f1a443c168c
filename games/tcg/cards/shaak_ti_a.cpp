// Shaak Ti (A) (Light Side Character, AOTC 105): Pay 1 Force → Evade 1.
// An Evade paid for (TCG-KW-1, TCG-KW-5): in the prevent window of damage
// about to be dealt to Shaak, once per damage (cards/prevent.h).
#include "tcg/cards/prevent.h"

namespace sw::tcg {

Card shaak_ti_a(Card c) { return c.with(evade(1, 1).says("Pay 1 Force → Evade 1.")); }

}  // namespace sw::tcg
