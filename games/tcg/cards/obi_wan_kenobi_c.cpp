// Obi-Wan Kenobi (C) (Light Side Character, AOTC 157): Pay 2 Force → Evade 2.
// An Evade paid for (TCG-KW-1, TCG-KW-5): in the prevent window of damage
// about to be dealt to Obi-Wan, once per damage (cards/prevent.h).
#include "tcg/cards/prevent.h"

namespace sw::tcg {

Card obi_wan_kenobi_c(Card c) { return c.with(evade(2, 2).says("Pay 2 Force → Evade 2.")); }

}  // namespace sw::tcg
