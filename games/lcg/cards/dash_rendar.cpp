// Dash Rendar (Smugglers and Spies unit, Balance of the Force set 93):
// "Elite. Action: During an engagement, spend 1 resource to have this unit
// gain a [Unit Damage] icon until the end of the engagement. Any friendly
// player may initiate this effect." The engagement is the core's Attack
// period (flow/conflict.cpp ends it). Its controller initiates it; a
// teammate initiating an ability of a card he does not control is not in
// the engine yet (2v2).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card dash_rendar(Card c) {
  c.text = "Elite. Action: during an engagement, spend 1 resource to have this unit gain a [Unit Damage] icon until the "
           "end of the engagement. Any friendly player may initiate this effect.";
  return c.with(Ability::action()
                    .only_if(cards::during_engagement)
                    .paid_by(fk::kPay, 1)
                    .does(Verb::Lasting, Who::Self, 1, st::kUD, Scope::Attack)
                    .says(c.text));
}
}  // namespace sw::lcg
