// The Emperor's Web (Sith objective, set 23): "Reduce the cost of the first
// [Sith] event card you play each turn by 1." A constant cost modifier on
// cards in hand with a per-turn limit (rules.cpp: cost_of, mark_cost_modifiers).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card the_emperors_web(Card c) {
  c.text = "The first Sith event card you play each turn costs 1 less.";
  return c.with(Ability::constant(st::kCost, -1, Whose::Yours)
                    .applies_to(cards::event_of<kSith>)
                    .limit_per(Scope::Turn)
                    .says(c.text));
}
}  // namespace sw::lcg
