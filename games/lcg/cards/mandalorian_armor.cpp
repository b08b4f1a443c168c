// Mandalorian Armor (Scum and Villainy enhancement, set 33):
// "Enhance a Character unit. Enhanced unit gains +3 damage capacity. If enhanced unit is Boba Fett, he also gains Targeted Strike."
#include <string>
#include "lcg/cards/helpers.h"
namespace sw::lcg {
namespace {
bool enhanced_boba_fett(const LcgState& g, CardId self, CardId t) {
  return cards::enhanced(g, self, t) && std::string(g.fx(t).key) == "boba-fett";
}
}  // namespace
Card mandalorian_armor(Card c) {
  c.text = "Enhance a Character unit. Enhanced unit gains +3 damage capacity. If enhanced unit is Boba Fett, he also gains Targeted Strike.";
  return c
      .with(Ability::constant(st::kCapacity, 3, Whose::Any).applies_to(cards::enhanced).says(c.text))
      .with(Ability::constant(st::kTargeted, 1, Whose::Any).applies_to(enhanced_boba_fett).says(c.text));
}
}  // namespace sw::lcg
