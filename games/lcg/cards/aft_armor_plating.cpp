// Aft Armor Plating (Imperial Navy enhancement, set 31):
// "Enhance a Vehicle unit. Enhanced unit gains Shielding."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card aft_armor_plating(Card c) {
  c.text = "Enhance a Vehicle unit. Enhanced unit gains Shielding.";
  return c
      .with(Ability::constant(st::kShielding, 1, Whose::Any).applies_to(cards::enhanced).says(c.text));
}
}  // namespace sw::lcg
