// Coruscant Defense Fleet (Sith unit, set 22): "Shielding. Protect
// Coruscant. (If a Coruscant card you control would be damaged, you may
// place the damage on this unit instead.) This unit cannot be declared as an
// attacker." Shielding and Protect are printed keywords (facts): the card
// table gives every Protect card the shared interrupt to the damage
// (cards.cpp, cards/protect.cpp, LCG-KW-5, OQ-29); "cannot be declared"
// is the constant restriction st::kNoAttack (flow/conflict.cpp, LCG-TERMS-1).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
Card coruscant_defense_fleet(Card c) {
  c.text = "Shielding. Protect Coruscant: when a Coruscant card you control would take damage, you may have this unit take any part of it instead. This unit cannot be declared as an attacker.";
  return c.with(Ability::constant(st::kNoAttack, 1, Whose::Self).says("This unit cannot be declared as an attacker."));
}
}  // namespace sw::lcg
