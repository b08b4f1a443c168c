// Intimidated (Sith enhancement, set 24): "Enhance an enemy Character unit.
// Forced Reaction: After enhanced unit is focused to strike, place 1 focus
// token on it." (C4: the printed card, attacker or defender alike.)
#include "lcg/cards/helpers.h"
namespace sw::lcg {
namespace {
// The strike's own focus event (flow/strike.cpp: source = target = the striker) on the enhanced unit.
bool enhanced_focused_to_strike(const LcgState& g, CardId self, const Event& e) {
  return e.source == e.target && cards::enhanced(g, self, e.target);
}
}  // namespace
Card intimidated(Card c) {
  c.text = "Enhance an enemy Character unit. Forced Reaction: after enhanced unit is focused to strike, put 1 more focus token on it.";
  return c.with(Ability::forced_reaction(ev::kFocus)
                    .only_when(enhanced_focused_to_strike)
                    .does(Verb::Focus, Who::EventTarget, 1)
                    .says("Forced Reaction: after enhanced unit is focused to strike, put 1 more focus token on it."));
}
}  // namespace sw::lcg
