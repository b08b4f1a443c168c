// Blaster Pistol (Scum and Villainy enhancement, set 33):
// "Enhance a Character unit. Enhanced unit gains one unit damage icon."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card blaster_pistol(Card c) {
  c.text = "Enhance a Character unit. Enhanced unit gains one unit damage icon.";
  return c
      .with(Ability::constant(st::kUD, 1, Whose::Any).applies_to(cards::enhanced).says(c.text));
}
}  // namespace sw::lcg
