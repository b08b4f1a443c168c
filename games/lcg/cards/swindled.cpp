// Swindled (Smugglers and Spies event, set 15):
// "Action: Return a target unit with printed cost 2 or lower to its owner's hand."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card swindled(Card c) {
  c.text = "Action: a target unit whose printed cost is 2 or less goes back to its owner's hand.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .choose(Whose::Any, cards::unit_printed_cost_2_or_less)
                    .does(Verb::Raise, Who::Target, 0, evt::kReturnHand)
                    .says(c.text));
}
}  // namespace sw::lcg
