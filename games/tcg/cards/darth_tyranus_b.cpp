// Darth Tyranus (B) (Dark Side Character, AOTC 79): Pay 2 Force → For this
// attack, Tyranus has Critical Hit 2. Pay 3 Force → Evade 3. The first in
// the general window of his own attack before the roll (cards/this_attack.h:
// Critical Hit counts as he has it when he rolls, OQ-TCG-21); the Evade in
// the prevent window of damage about to be dealt to him (cards/prevent.h).
#include "tcg/cards/prevent.h"
#include "tcg/cards/this_attack.h"

namespace sw::tcg {

Card darth_tyranus_b(Card c) {
  return c.with(for_this_attack(2, st::kCritical, 2).says("Pay 2 Force → For this attack, Tyranus has Critical Hit 2."))
      .with(evade(3, 3).says("Pay 3 Force → Evade 3."));
}

}  // namespace sw::tcg
