// Attract Enemy Fire (neutral Battle card, AOTC 66): Pay 2 Force → choose a
// unit of yours in the attacking unit's arena: the attack switches from the
// defending unit to it, unless it can't be attacked. (Only before your
// opponent rolls the attack dice.) While an attack of the opponent's is in
// progress and its dice are not rolled (the window after the target, A5);
// the switch (evt::kSwitchDefender) does nothing when the attacker could not
// attack that unit (Ward of the Jedi, Tyranus's Edict; TCG2-TARGET-3).
#include "tcg/cards/helpers.h"

namespace sw::tcg {

namespace {
bool opponent_attacking_before_roll(const TcgState& g, CardId self) {
  const CardId a = flow::attacking_unit(g);
  return a != kNoCard && !g.atk.rolled && g.cards[a].controller != g.cards[self].owner;
}
bool in_attackers_arena(const TcgState& g, CardId, CardId t) {
  const CardId a = flow::attacking_unit(g);
  return a != kNoCard && t != g.atk.defender && g.in_arena(t, g.fx(a).type);
}
}  // namespace

Card attract_enemy_fire(Card c) {
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPayForce, 2)
                    .in_window(timing::kGeneral)
                    .only_if(opponent_attacking_before_roll)
                    .choose(Whose::Friendly, in_attackers_arena)
                    .does(Verb::Raise, Who::Target, 0, evt::kSwitchDefender)
                    .says("Pay 2 Force → Choose a unit of yours in the attacking unit's arena: the attack switches from the defending unit to it, unless it can't be attacked. (Only before your opponent rolls the attack dice.)"));
}

}  // namespace sw::tcg
