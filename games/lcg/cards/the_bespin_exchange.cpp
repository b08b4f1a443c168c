// The Bespin Exchange (Scum and Villainy objective, set 33): "Reaction:
// After you capture an enemy unit from play, remove 1 focus token from a
// target objective." (A target objective with a focus token: with nothing
// to remove there is no legal target, LCG-TERMS-12.)
#include "lcg/cards/helpers.h"
namespace sw::lcg {
namespace {
bool focused_objective(const LcgState& g, CardId, CardId t) { return cards::is_objective(g, t) && g.cards[t].focus > 0; }
}  // namespace
Card the_bespin_exchange(Card c) {
  c.text = "Reaction: after you capture an enemy unit from play, remove 1 focus token from a target objective.";
  return c.with(Ability::reaction(ev::kCapture)
                    .only_when(cards::you_captured_enemy_unit_from_play)
                    .choose(Whose::Any, focused_objective)
                    .does(Verb::Raise, Who::Target, 1, evt::kUnfocus)
                    .says(c.text));
}
}  // namespace sw::lcg
