// Fall Back! (Rebel Alliance event, set 14):
// "Action: Return a target unit you control to its owner's hand."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card fall_back(Card c) {
  c.text = "Action: a target unit you control goes back to its owner's hand.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .choose(Whose::Yours, cards::unit)
                    .does(Verb::Raise, Who::Target, 0, evt::kReturnHand)
                    .says(c.text));
}
}  // namespace sw::lcg
