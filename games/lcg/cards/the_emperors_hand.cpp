// The Emperor's Hand (Sith objective, Balance of the Force set 94): the Dark
// Side's Watchers in the Wasteland. Limit 1 per objective deck (card data).
// In the Force struggle, every card lying in a common reserve of a Dark Side
// player adds 1 Force icon to the Dark Side's total (C7). The rule mark
// mark::kReserveForce, read by LcgState::struggle_total: nothing in the
// two-player game, where no player has a common reserve (MP-GEN-10).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card the_emperors_hand(Card c) {
  c.text = "Limit 1 per objective deck. In the Force struggle, each card in a Dark Side player's common reserve adds 1 "
           "Force icon to your side.";
  return c.with(Ability::keyword_ability(mark::kReserveForce, 1)
                    .says("In the Force struggle, each card in a Dark Side player's common reserve adds 1 Force icon to "
                          "your side."));
}
}  // namespace sw::lcg
