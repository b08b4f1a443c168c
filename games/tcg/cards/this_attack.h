// "Pay N Force → For this attack, <unit> has ..." (TCG-ABIL-6): usable only
// while the unit is the attacking unit - in the general window after its
// target is declared, before the roll (power and Critical Hit count when the
// dice are rolled, TCG-ATTACK-6, OQ-TCG-21) - and lasting until the attack
// ends (Scope::Attack, A11); once per turn (OQ-TCG-17, the default).
#pragma once
#include "tcg/cards/helpers.h"
#include "tcg/flow/flow.h"

namespace sw::tcg {

// Is `self` the attacker of the attack in progress, its dice not rolled yet?
inline bool attacking_before_roll(const TcgState& g, CardId self) {
  for (int i = g.stack.depth() - 1; i >= 0; --i) {
    const Frame& f = g.stack.frames[i];
    if (f.kind == fk::kAttack) return f.source == self && f.step == flow::attack_step::kRoll;
  }
  return false;
}

constexpr Ability for_this_attack(int8_t force, uint8_t stat, int16_t amount) {
  return Ability::action()
      .in_window(timing::kGeneral)
      .only_if(attacking_before_roll)
      .paid_by(fk::kPayForce, force)
      .does(Verb::Lasting, Who::Self, amount, stat, Scope::Attack)
      .limit_per(Scope::Turn);
}

}  // namespace sw::tcg
