// Mission Briefing (Rebel Alliance objective, set 9):
// "Reaction: after your opponent's turn begins, draw 1 card."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card mission_briefing(Card c) {
  c.text = "Reaction: after your opponent's turn begins, draw 1 card.";
  return c.with(Ability::reaction(phase_begins(Phase::Balance)).only_when(cards::opponents_turn_begins).does(Verb::Draw, Who::You, 1)
                    .says(c.text));
}
}  // namespace sw::lcg
