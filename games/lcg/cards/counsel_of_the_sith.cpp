// Counsel of the Sith (Sith objective, set 20):
// "Reaction: after your opponent's turn begins, draw 1 card."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card counsel_of_the_sith(Card c) {
  c.text = "Reaction: after your opponent's turn begins, draw 1 card.";
  return c.with(Ability::reaction(phase_begins(Phase::Balance)).only_when(cards::opponents_turn_begins).does(Verb::Draw, Who::You, 1)
                    .says(c.text));
}
}  // namespace sw::lcg
