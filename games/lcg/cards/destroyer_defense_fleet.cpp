// Destroyer Defense Fleet (Jerjerrod's Task unit, D01 28): "Each of your
// objectives gains +1 damage capacity." A constant on the objectives its
// controller controls.
#include "lcg/cards/helpers.h"
namespace sw::lcg {
namespace {
bool your_objective(const LcgState& g, CardId self, CardId t) {
  return cards::is_objective(g, t) && g.controller_of(t) == g.controller_of(self);
}
}  // namespace
Card destroyer_defense_fleet(Card c) {
  c.text = "Each objective you control has +1 damage capacity.";
  return c.with(Ability::constant(st::kCapacity, 1, Whose::Any).applies_to(your_objective).says(c.text));
}
}  // namespace sw::lcg
