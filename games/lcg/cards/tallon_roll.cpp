// Tallon Roll (Imperial Navy event, set 27): "Action: Remove 1 focus token
// from a target Fighter unit."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card tallon_roll(Card c) {
  c.text = "Action: remove 1 focus token from a target Fighter unit.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .choose(Whose::Any, cards::unit_with<trait::kFighter>)
                    .does(Verb::Raise, Who::Target, 1, evt::kUnfocus)
                    .says(c.text));
}
}  // namespace sw::lcg
