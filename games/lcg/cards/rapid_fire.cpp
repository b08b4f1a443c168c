// Rapid Fire (Rebel Alliance event, Balance of the Force set 92): "Play only
// during your turn. Action: Target up to 2 units, each controlled by a
// different opponent. Deal 1 damage to each targeted unit." In the
// two-player game there is one opponent: one unit. In 2v2 (your turn = your
// team's turn, MP-GEN-16) a second unit of the other opponent may be
// targeted too (the shared step of cards/two_targets.h), then each takes 1
// damage.
#include "lcg/cards/two_targets.h"
namespace sw::lcg {
namespace {
bool during_your_turn(const LcgState& g, CardId self) {
  return g.active >= 0 && !g.enemies(g.active, g.controller_of(self));
}
void deal_1_damage(LcgState& g, Frame& f, CardId t) {
  raise_then(g, f, make_event(ev::kDamage, f.seat, f.source, t, 1), f.step);
}
constexpr TwoTargets kRapidFire = {"Rapid Fire: you may target a unit of your other opponent too, or done.",
                                   enemy_player, cards::unit, deal_1_damage};
}  // namespace

const FrameKindDef<LcgState> rapid_fire_script = two_targets_kind<kRapidFire>("rapid-fire");

Card rapid_fire(Card c) {
  c.text = "Play only during your turn. Action: target up to 2 units, each controlled by a different opponent; deal 1 "
           "damage to each of them.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .only_if(during_your_turn)
                    .choose(Whose::Enemy, cards::unit)
                    .scripted(script_kind(sc::rapid_fire))
                    .says(c.text));
}
}  // namespace sw::lcg
