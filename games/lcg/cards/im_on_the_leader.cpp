// I'm On the Leader (Sith event, set 21):
// "Action: place 1 focus token on a target enemy Fighter unit."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card im_on_the_leader(Card c) {
  c.text = "Action: place 1 focus token on a target enemy Fighter unit.";
  return c.with(Ability::action().play_from_hand().paid_by(fk::kPay, -1).choose(Whose::Enemy, cards::unit_with<trait::kFighter>).does(Verb::Focus, Who::Target, 1)
                    .says(c.text));
}
}  // namespace sw::lcg
