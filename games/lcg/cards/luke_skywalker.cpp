// Luke Skywalker (Jedi unit, set 1): "Targeted Strike. Reaction: After your
// opponent's turn begins, remove 1 focus token from this unit."
// (Targeted Strike is card data.)
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card luke_skywalker(Card c) {
  c.text = "Targeted Strike. Reaction: after your opponent's turn begins, remove 1 focus token from this unit.";
  return c.with(Ability::reaction(phase_begins(Phase::Balance))
                    .only_when(cards::opponents_turn_begins)
                    .does(Verb::Raise, Who::Self, 1, evt::kUnfocus)
                    .says("Reaction: after your opponent's turn begins, remove 1 focus token from this unit."));
}
}  // namespace sw::lcg
