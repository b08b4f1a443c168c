// Astromech Droid Upgrade (Rebel Alliance enhancement, set 8):
// "Enhance a Vehicle unit. Enhanced unit gains one unit damage and one blast damage icon."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card astromech_droid_upgrade(Card c) {
  c.text = "Enhance a Vehicle unit. Enhanced unit gains one unit damage and one blast damage icon.";
  return c
      .with(Ability::constant(st::kUD, 1, Whose::Any).applies_to(cards::enhanced).says(c.text))
      .with(Ability::constant(st::kBD, 1, Whose::Any).applies_to(cards::enhanced).says(c.text));
}
}  // namespace sw::lcg
