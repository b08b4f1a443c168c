// The Ultimate Power (Imperial Navy objective, set 28): "Imperial Navy
// affiliation only. Your opponent cannot declare more than 2 attackers
// against this objective." The limit is a keyword ability the attacker
// declaration reads (flow/conflict.cpp, kwa::kMaxAttackers).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card the_ultimate_power(Card c) {
  c.text = "Imperial Navy affiliation only. Your opponent may declare at most 2 attackers against this objective.";
  return c.with(Ability::keyword_ability(kwa::kMaxAttackers, 2).says(c.text));
}
}  // namespace sw::lcg
