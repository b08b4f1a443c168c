// Defense Upgrade (Imperial Navy enhancement, set 29):
// "Enhance an objective. Enhanced objective gains +3 damage capacity."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card defense_upgrade(Card c) {
  c.text = "Enhance an objective. Enhanced objective gains +3 damage capacity.";
  return c
      .with(Ability::constant(st::kCapacity, 3, Whose::Any).applies_to(cards::enhanced).says(c.text));
}
}  // namespace sw::lcg
