// Weapons Upgrade (Imperial Navy enhancement, Balance of the Force set 95):
// "Enhance a friendly Vehicle unit. Then, if you do not control that unit,
// draw 1 card. Enhanced unit gains [Blast Damage]." A friendly unit is yours
// or a teammate's (MP-GEN-24, the card data's host rule); on a teammate's
// unit its player draws 1 card as it enters play (a forced reaction: the
// "then" of playing it). In the two-player game every friendly unit is the
// player's own: no card is drawn.
#include "lcg/cards/helpers.h"
namespace sw::lcg {
namespace {
bool entered_on_other_players_unit(const LcgState& g, CardId self, const Event& e) {
  const CardId host = g.extra[self].host;
  return e.target == self && g.in_play(host) && g.controller_of(host) != g.controller_of(self);
}
}  // namespace
Card weapons_upgrade(Card c) {
  c.text = "Enhance a friendly Vehicle unit. Then, if you do not control that unit, draw 1 card. Enhanced unit gains a "
           "[Blast Damage] icon.";
  return c
      .with(Ability::forced_reaction(ev::kEnterPlay)
                .only_when(entered_on_other_players_unit)
                .does(Verb::Draw, Who::You, 1)
                .says("Then, if you do not control the enhanced unit, draw 1 card."))
      .with(Ability::constant(st::kBD, 1, Whose::Any).applies_to(cards::enhanced).says("Enhanced unit gains a [Blast Damage] icon."));
}
}  // namespace sw::lcg
