// Ewok Scout (neutral unit, set 17): "Reaction: After this unit is declared
// as an attacker, target an enemy unit. That unit cannot be declared as a
// defender during this engagement." A lasting mark (st::kCannotDefend) until
// the engagement ends (Scope::Attack); the defenders' choice skips it.
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card ewok_scout(Card c) {
  c.text = "Reaction: once this unit is declared as an attacker, choose a target enemy unit: it cannot be declared as a defender in this engagement.";
  return c.with(Ability::reaction(evt::kAttacker)
                    .only_when(cards::this_card)
                    .choose(Whose::Enemy, cards::unit)
                    .does(Verb::Lasting, Who::Target, 1, st::kCannotDefend, Scope::Attack)
                    .says(c.text));
}
}  // namespace sw::lcg
