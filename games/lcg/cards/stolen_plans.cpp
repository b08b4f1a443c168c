// Stolen Plans (neutral enhancement of an enemy objective, set 10): a
// reaction to the enhanced objective generating resources (evt::kGenerate,
// raised by the payment frame for each producer).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
namespace {
bool enhanced_generated(const LcgState& g, CardId self, const Event& e) {
  return g.extra[self].host != kNoCard && e.target == g.extra[self].host && e.amount > 0;
}
}  // namespace
Card stolen_plans(Card c) {
  c.text = "Enhance an enemy objective. Reaction: after enhanced objective generates 1 or more resources, draw 1 card.";
  return c.with(Ability::reaction(evt::kGenerate)
                    .only_when(enhanced_generated)
                    .does(Verb::Draw, Who::You, 1)
                    .says("Reaction: after enhanced objective generates 1 or more resources, draw 1 card."));
}
}  // namespace sw::lcg
