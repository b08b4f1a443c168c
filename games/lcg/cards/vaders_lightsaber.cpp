// Vader's Lightsaber (Sith enhancement, set 19):
// "Enhance a Force User or Force Sensitive unit. Enhanced unit gains one unit damage icon. If enhanced unit is Darth Vader, he also gains Targeted Strike."
#include <string>
#include "lcg/cards/helpers.h"
namespace sw::lcg {
namespace {
bool enhanced_darth_vader(const LcgState& g, CardId self, CardId t) {
  return cards::enhanced(g, self, t) && std::string(g.fx(t).key) == "darth-vader";
}
}  // namespace
Card vaders_lightsaber(Card c) {
  c.text = "Enhance a Force User or Force Sensitive unit. Enhanced unit gains one unit damage icon. If enhanced unit is Darth Vader, he also gains Targeted Strike.";
  return c
      .with(Ability::constant(st::kUD, 1, Whose::Any).applies_to(cards::enhanced).says(c.text))
      .with(Ability::constant(st::kTargeted, 1, Whose::Any).applies_to(enhanced_darth_vader).says(c.text));
}
}  // namespace sw::lcg
