// Anakin Skywalker (A) (Light Side Character, AOTC 1): Pay 3 Force → Evade 3.
// An Evade paid for (TCG-KW-1, TCG-KW-5): in the prevent window of damage
// about to be dealt to Anakin, once per damage (cards/prevent.h).
#include "tcg/cards/prevent.h"

namespace sw::tcg {

Card anakin_skywalker_a(Card c) { return c.with(evade(3, 3).says("Pay 3 Force → Evade 3.")); }

}  // namespace sw::tcg
