// Trust Your Feelings (Jedi enhancement, set 1): "Enhance a Character unit.
// Action: Focus this enhancement to remove 1 focus token from enhanced unit."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
namespace {
bool enhanced_and_focused(const LcgState& g, CardId self, CardId t) {
  return cards::enhanced(g, self, t) && g.cards[t].focus > 0;
}
}  // namespace
Card trust_your_feelings(Card c) {
  c.text = "Enhance a Character unit. Action: focus this enhancement to remove 1 focus token from enhanced unit.";
  return c.with(Ability::action()
                    .exhaust_cost()
                    .choose(Whose::Any, enhanced_and_focused)
                    .does(Verb::Raise, Who::Target, 1, evt::kUnfocus)
                    .says("Action: focus this enhancement to remove 1 focus token from enhanced unit."));
}
}  // namespace sw::lcg
