// Rendar's Wrath (Smugglers and Spies objective, Balance of the Force set
// 93): "Reaction: After an opponent declares only 1 unit as a defender, deal
// 1 damage to that unit." Defenders are declared together, then each is an
// evt::kDefender event (flow/conflict.cpp): by then the count is known, so the
// reaction answers the event of an enemy unit that is its player's only
// defender.
#include "lcg/cards/helpers.h"
namespace sw::lcg {
namespace {
bool only_enemy_defender(const LcgState& g, CardId self, const Event& e) {
  if (!g.in_play(e.target) || !g.enemies(g.controller_of(e.target), g.controller_of(self))) return false;
  int n = 0;
  for (CardId c : g.zone_of(g.controller_of(e.target), zone::kPlay))
    if (g.type(c) == kUnit && g.extra[c].role == role::kDefender) ++n;
  return n == 1 && g.extra[e.target].role == role::kDefender;
}
}  // namespace
Card rendars_wrath(Card c) {
  c.text = "Reaction: after an opponent declares only 1 unit as a defender, deal 1 damage to that unit.";
  return c.with(Ability::reaction(evt::kDefender).only_when(only_enemy_defender).does(Verb::Damage, Who::EventTarget, 1)
                    .says(c.text));
}
}  // namespace sw::lcg
