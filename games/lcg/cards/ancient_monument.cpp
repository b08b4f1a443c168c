// Ancient Monument (Jedi enhancement, set 7): "Enhance your play area. This
// enhancement contributes 1 Force icon to your side during the Force struggle."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card ancient_monument(Card c) {
  c.text = "Enhance your play area. This enhancement adds 1 Force icon to your side in the Force struggle.";
  return c.with(Ability::constant(st::kStruggle, 1, Whose::Self).says(c.text));
}
}  // namespace sw::lcg
