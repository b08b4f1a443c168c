// Heightened Security (Jerjerrod's Task objective, D01 4): "Protect
// objective. Action: During your turn, remove 1 damage from a target
// objective. Then, place 1 shield on that objective. (Limit once per turn.)"
// Protect objective is Protect [trait] (LCG-KW-5) for objectives: an
// interrupt to the damage about to be placed on another objective its
// controller controls, the shared Protect step asking how much this card
// takes (cards/protect.cpp). The action heals a damaged objective (any
// player's: "a target objective"), then shields it (LCG-SHIELD-2: if it has
// none yet).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
bool protects_objective(const LcgState& g, CardId self, const Event& e) {
  return e.amount > 0 && e.target != self && g.in_play(self) && g.in_play(e.target) && g.type(e.target) == kObjective &&
         g.controller_of(e.target) == g.controller_of(self);
}
}  // namespace
Card heightened_security(Card c) {
  c.text = "Protect objective: when another objective you control would take damage, this objective may take any part of "
           "it instead. Action: during your turn, remove 1 damage from a target objective, then put 1 shield on it "
           "(once per turn).";
  return c
      .with(Ability::interrupt(ev::kDamage)
                .only_when(protects_objective)
                .scripted(script_kind(sc::protect))
                .says("Protect objective: when another objective you control would take damage, this objective may take "
                      "any part of it instead."))
      .with(Ability::action()
                .only_if(cards::your_turn)
                .choose(Whose::Any, cards::damaged_objective)
                .does(Verb::Heal, Who::Target, 1)
                .then()
                .does(Verb::Raise, Who::Target, 1, evt::kShield)
                .limit_per(Scope::Turn)
                .says("Action: during your turn, remove 1 damage from a target objective, then put 1 shield on it (once "
                      "per turn)."));
}
}  // namespace sw::lcg
