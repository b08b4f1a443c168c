// Watchers in the Wasteland (Jedi objective, Balance of the Force set 91).
// Limit 1 per objective deck (card data). Its text: in the Force struggle,
// every card lying in a common reserve of a Light Side player adds 1 Force
// icon to the Light Side's total (C7: a card text's icons count). A rule
// mark (mark::kReserveForce) LcgState::struggle_total reads: in the
// two-player game nobody has a common reserve (MP-GEN-10), so it adds nothing.
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card watchers_in_the_wasteland(Card c) {
  c.text = "Limit 1 per objective deck. In the Force struggle, each card in a Light Side player's common reserve adds 1 "
           "Force icon to your side.";
  return c.with(Ability::keyword_ability(mark::kReserveForce, 1)
                    .says("In the Force struggle, each card in a Light Side player's common reserve adds 1 Force icon to "
                          "your side."));
}
}  // namespace sw::lcg
