// Forgotten Heroes (Jedi objective, set 3):
// "Reaction: after you play a Force User unit, draw 1 card."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card forgotten_heroes(Card c) {
  c.text = "Reaction: after you play a Force User unit, draw 1 card.";
  return c.with(Ability::reaction(ev::kEnterPlay).only_when(cards::you_played_unit_with<trait::kForceUser>).does(Verb::Draw, Who::You, 1)
                    .says(c.text));
}
}  // namespace sw::lcg
