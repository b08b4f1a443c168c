// Jedi Lightsaber (Jedi enhancement, set 1): "Enhance a Force User or Force
// Sensitive unit. Enhanced unit gains [Unit Damage] [Blast Damage]."
// (Where it may be attached is card data: host and host traits.)
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card jedi_lightsaber(Card c) {
  c.text = "Enhance a Force User or Force Sensitive unit. Enhanced unit gains one unit damage and one blast damage icon.";
  return c.with(Ability::constant(st::kUD, 1, Whose::Any).applies_to(cards::enhanced))
      .with(Ability::constant(st::kBD, 1, Whose::Any).applies_to(cards::enhanced));
}
}  // namespace sw::lcg
