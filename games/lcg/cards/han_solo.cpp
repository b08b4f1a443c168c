// Han Solo (Smugglers and Spies unit, set 15): "Targeted Strike. Reaction:
// After this unit is declared as an attacker or defender, deal 1 damage to a
// target enemy unit." Targeted Strike is printed (data: st::kTargeted,
// LCG-KW-7); the reaction answers either declaration (one ability each).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card han_solo(Card c) {
  c.text = "Targeted Strike. Reaction: once this unit is declared as an attacker or as a defender, deal 1 damage to a target enemy unit.";
  const char* r = "Reaction: once this unit is declared as an attacker or as a defender, deal 1 damage to a target enemy unit.";
  return c
      .with(Ability::reaction(evt::kAttacker).only_when(cards::this_card).choose(Whose::Enemy, cards::unit)
                .does(Verb::Damage, Who::Target, 1).says(r))
      .with(Ability::reaction(evt::kDefender).only_when(cards::this_card).choose(Whose::Enemy, cards::unit)
                .does(Verb::Damage, Who::Target, 1).says(r));
}
}  // namespace sw::lcg
