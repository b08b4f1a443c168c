// AT-ST (Imperial Navy unit, set 31):
// "Reaction: after this unit enters play, draw 1 card."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card at_st(Card c) {
  c.text = "Reaction: after this unit enters play, draw 1 card.";
  return c.with(Ability::reaction(ev::kEnterPlay).only_when(cards::this_card).does(Verb::Draw, Who::You, 1)
                    .says(c.text));
}
}  // namespace sw::lcg
