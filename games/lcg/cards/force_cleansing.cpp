// Force Cleansing (Jedi enhancement, Balance of the Force set 91). "Enhance a
// friendly Character unit" is card data. Reaction whenever the Death Star
// dial goes up (evt::kDial with a positive amount: the Dark Side's Balance
// phase, a Dark Side victory pile growing, a card's effect): 1 focus token
// and 1 damage come off the enhanced unit (each if it has one; with neither
// the reaction is not offered).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
namespace {
bool dial_increased(const LcgState&, CardId, const Event& e) { return e.amount > 0; }
bool enhanced_with_token(const LcgState& g, CardId self, CardId t) {
  return cards::enhanced(g, self, t) && (g.cards[t].focus > 0 || g.cards[t].damage > 0);
}
}  // namespace
Card force_cleansing(Card c) {
  c.text = "Enhance a friendly Character unit. Reaction: after the Death Star dial goes up, remove 1 focus token and 1 "
           "damage from enhanced unit.";
  return c.with(Ability::reaction(evt::kDial)
                    .only_when(dial_increased)
                    .choose(Whose::Any, enhanced_with_token)
                    .does(Verb::Raise, Who::Target, 1, evt::kUnfocus)
                    .does(Verb::Heal, Who::Target, 1)
                    .says("Reaction: after the Death Star dial goes up, remove 1 focus token and 1 damage from enhanced "
                          "unit."));
}
}  // namespace sw::lcg
