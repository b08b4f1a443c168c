// Force Lightning (Sith event, set 23): "Action: Destroy a target exhausted unit."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card force_lightning(Card c) {
  c.text = "Action: destroy a target exhausted unit.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .choose(Whose::Any, cards::exhausted_unit)
                    .does(Verb::Destroy, Who::Target)
                    .says(c.text));
}
}  // namespace sw::lcg
