// Wookiee Navigator (Rebel Alliance unit, set 14): "Reaction: After this
// unit survives an engagement as an attacker, you may engage this same
// objective an additional time this phase." Survival is an event of the
// engagement (evt::kSurvived, LCG-CONFLICT-9); the effect lifts the
// objective's "engaged this phase" mark (LCG-CONFLICT-3).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card wookiee_navigator(Card c) {
  c.text = "Reaction: once this unit survives an engagement as an attacker, you may engage that objective once more this phase.";
  return c.with(Ability::reaction(evt::kSurvived)
                    .only_when(cards::this_survived_attacking)
                    .does(Verb::Raise, Who::EventSource, 0, evt::kReengage)
                    .says(c.text));
}
}  // namespace sw::lcg
