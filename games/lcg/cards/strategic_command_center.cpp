// Strategic Command Center (Jerjerrod's Task enhancement, D01 46): "Enhance
// your play area. Reaction: After an objective enters play, remove 1 damage
// from a target unit or objective." Any objective, any player's; any damaged
// unit or objective.
#include "lcg/cards/helpers.h"
namespace sw::lcg {
namespace {
bool objective_entered(const LcgState& g, CardId, const Event& e) { return g.in_play(e.target) && cards::is_objective(g, e.target); }
bool damaged_unit_or_objective(const LcgState& g, CardId, CardId t) {
  return (cards::is_unit(g, t) || cards::is_objective(g, t)) && g.cards[t].damage > 0;
}
}  // namespace
Card strategic_command_center(Card c) {
  c.text = "Enhance your play area. Reaction: after an objective enters play, remove 1 damage from a target unit or objective.";
  return c.with(Ability::reaction(ev::kEnterPlay)
                    .only_when(objective_entered)
                    .choose(Whose::Any, damaged_unit_or_objective)
                    .does(Verb::Heal, Who::Target, 1)
                    .says("Reaction: after an objective enters play, remove 1 damage from a target unit or objective."));
}
}  // namespace sw::lcg
