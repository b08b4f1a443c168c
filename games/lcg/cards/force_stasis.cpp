// Force Stasis (Sith event, set 22): "Action: Target an enemy Character or
// Creature unit. That unit cannot be declared as an attacker or defender
// until the end of the phase." Two lasting restrictions (st::kNoAttack,
// st::kNoDefend) that the engagement reads (flow/conflict.cpp).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card force_stasis(Card c) {
  c.text = "Action: choose a target enemy Character or Creature unit. Until the end of the phase it cannot be declared as an attacker or a defender.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .choose(Whose::Enemy, cards::unit_with<trait::kCharacter | trait::kCreature>)
                    .does(Verb::Lasting, Who::Target, 1, st::kNoAttack, Scope::Phase)
                    .does(Verb::Lasting, Who::Target, 1, st::kNoDefend, Scope::Phase)
                    .says(c.text));
}
}  // namespace sw::lcg
