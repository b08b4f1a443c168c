// Superlaser Blast (Imperial Navy event, set 28): "Play only during your turn.
// Action: Destroy a target objective."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card superlaser_blast(Card c) {
  c.text = "Play only during your turn. Action: destroy a target objective.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .only_if(cards::your_turn)
                    .choose(Whose::Any, cards::objective)
                    .does(Verb::Destroy, Who::Target)
                    .says(c.text));
}
}  // namespace sw::lcg
