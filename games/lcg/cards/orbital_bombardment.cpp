// Orbital Bombardment (Imperial Navy enhancement, set 26):
// "Enhance your play area. Each unit you control gains one blast damage icon."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card orbital_bombardment(Card c) {
  c.text = "Enhance your play area. Each unit you control gains one blast damage icon.";
  return c
      .with(Ability::constant(st::kBD, 1, Whose::Yours).applies_to(cards::unit).says(c.text));
}
}  // namespace sw::lcg
