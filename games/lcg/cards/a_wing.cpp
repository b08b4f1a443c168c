// A-Wing (Rebel Alliance unit, set 9):
// "Reaction: after this unit is focused to strike, draw 1 card."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card a_wing(Card c) {
  c.text = "Reaction: after this unit is focused to strike, draw 1 card.";
  return c.with(Ability::reaction(ev::kFocus).only_when(cards::this_focused_to_strike).does(Verb::Draw, Who::You, 1)
                    .says(c.text));
}
}  // namespace sw::lcg
