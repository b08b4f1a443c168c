// Arcona Rumor Monger (Smugglers and Spies unit, Balance of the Force set
// 93): "While this unit is attacking alone, in order to declare any
// defenders, an opponent must declare at least 2 defenders." A rule mark the
// defender declaration reads (flow/conflict.cpp): while it is the only
// attacker, the defending player declares no defender or at least 2 (one
// declared, done waits for the second; with fewer than 2 units that could
// defend, none is offered).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card arcona_rumor_monger(Card c) {
  c.text = "While this unit is attacking alone, an opponent must declare at least 2 defenders in order to declare any.";
  return c.with(Ability::keyword_ability(mark::kTwoDefendersIfAlone, 1).says(c.text));
}
}  // namespace sw::lcg
