// Secret Informant (neutral unit, set 18): "While this unit is participating
// in an engagement, you may resolve the effects of each fate card in your
// edge stack an additional time." A mark (st::kFateAgain) the edge battle
// reads while the unit participates: after each of your fate cards resolves
// you are asked whether it resolves once more (flow/edge.cpp).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card secret_informant(Card c) {
  c.text = "While this unit takes part in an engagement, each fate card of your edge stack may resolve one more time.";
  return c.with(Ability::constant(st::kFateAgain, 1, Whose::Self).says(c.text));
}
}  // namespace sw::lcg
