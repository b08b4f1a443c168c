// Force Choke (Sith event, set 19): "Action: Deal 1 damage to a target
// Character or Creature unit. (Limit 1 per turn.)"
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card force_choke(Card c) {
  c.text = "Action: deal 1 damage to a target Character or Creature unit. Limit 1 per turn.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .choose(Whose::Any, cards::unit_with<trait::kCharacter | trait::kCreature>)
                    .does(Verb::Damage, Who::Target, 1)
                    .limit_per(Scope::Turn)
                    .says(c.text));
}
}  // namespace sw::lcg
