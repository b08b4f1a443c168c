// Kit Fisto (A) (Light Side Character, AOTC 93): Pay 2 Force → Evade 2.
// An Evade paid for (TCG-KW-1, TCG-KW-5): in the prevent window of damage
// about to be dealt to Kit, once per damage (cards/prevent.h).
#include "tcg/cards/prevent.h"

namespace sw::tcg {

Card kit_fisto_a(Card c) { return c.with(evade(2, 2).says("Pay 2 Force → Evade 2.")); }

}  // namespace sw::tcg
