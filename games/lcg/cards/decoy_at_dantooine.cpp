// Decoy at Dantooine (Rebel Alliance objective, set 14): "Interrupt: When
// an objective you control leaves play, decrease the Death Star dial by 1
// (to a minimum of 1)." Offered only while the dial is above 1 (else it
// would change nothing).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card decoy_at_dantooine(Card c) {
  c.text = "Interrupt: as an objective you control leaves play, turn the Death Star dial back by 1 (never below 1).";
  return c.with(Ability::interrupt(ev::kDestroy)
                    .only_when(cards::friendly_objective_leaves)
                    .only_if(cards::dial_above_one)
                    .does(Verb::Raise, Who::Self, -1, evt::kDial)
                    .says(c.text));
}
}  // namespace sw::lcg
