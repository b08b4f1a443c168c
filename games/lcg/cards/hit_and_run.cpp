// Hit and Run (neutral objective, set 18):
// "Limit 1 per objective deck. Reaction: after you win an edge battle as the attacker, deal 1 damage to the engaged objective. Limit once per turn."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card hit_and_run(Card c) {
  c.text = "Limit 1 per objective deck. Reaction: after you win an edge battle as the attacker, deal 1 damage to the engaged objective. Limit once per turn.";
  return c.with(Ability::reaction(evt::kEdgeWon).only_when(cards::you_won_edge_attacking).does(Verb::Damage, Who::EventTarget, 1).limit_per(Scope::Turn)
                    .says(c.text));
}
}  // namespace sw::lcg
