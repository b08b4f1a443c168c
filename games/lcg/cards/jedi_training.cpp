// Jedi Training (Jedi objective, set 7): "This objective contributes 1 Force
// icon to your side during the Force struggle."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card jedi_training(Card c) {
  c.text = "This objective adds 1 Force icon to your side in the Force struggle.";
  return c.with(Ability::constant(st::kStruggle, 1, Whose::Self).says(c.text));
}
}  // namespace sw::lcg
