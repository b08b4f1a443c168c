// The Hand's Blessing (Sith enhancement, set 25): "Enhance a Character unit.
// Reaction: After you refresh, remove all focus tokens from enhanced unit."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
namespace {
bool enhanced_and_focused(const LcgState& g, CardId self, CardId t) {
  return cards::enhanced(g, self, t) && g.cards[t].focus > 0;
}
}  // namespace
Card the_hands_blessing(Card c) {
  c.text = "Enhance a Character unit. Reaction: after you refresh, remove all focus tokens from enhanced unit.";
  return c.with(Ability::reaction(evt::kRefreshed)
                    .only_when(cards::you_refreshed)
                    .choose(Whose::Any, enhanced_and_focused)
                    .does(Verb::Raise, Who::Target, 99, evt::kUnfocus)
                    .says("Reaction: after you refresh, remove all focus tokens from enhanced unit."));
}
}  // namespace sw::lcg
