// TIE Advanced (Black Squadron unit, set 21): "Reaction: After this unit
// survives an unopposed engagement as an attacker, deal 1 damage to the
// engaged objective." evt::kUnopposed is raised at the unopposed step
// (flow/conflict.cpp, LCG-CONFLICT-9/10), while the attackers still participate.
#include "lcg/cards/helpers.h"
namespace sw::lcg {
namespace {
bool survived_as_attacker(const LcgState& g, CardId self, const Event&) {
  return g.in_play(self) && g.extra[self].role == role::kAttacker;
}
}  // namespace
Card tie_advanced(Card c) {
  c.text = "Reaction: after this unit survives an unopposed engagement as an attacker, deal 1 damage to the engaged objective.";
  return c.with(Ability::reaction(evt::kUnopposed)
                    .only_when(survived_as_attacker)
                    .does(Verb::Damage, Who::EventTarget, 1)
                    .says(c.text));
}
}  // namespace sw::lcg
