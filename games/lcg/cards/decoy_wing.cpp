// Decoy Wing (The Hunt for Skywalker unit, L01 31): "Protect unique unit. (If
// a unique unit you control would be damaged, you may place the damage on
// this unit instead.)" Protect (LCG-KW-5) for a unique unit rather than a
// trait: the shared Protect step (cards/protect.cpp) with its own condition.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
bool protects_unique(const LcgState& g, CardId self, const Event& e) {
  return e.amount > 0 && e.target != self && g.in_play(self) && g.in_play(e.target) && g.type(e.target) == kUnit &&
         g.fx(e.target).unique && g.controller_of(e.target) == g.controller_of(self);
}
}  // namespace
Card decoy_wing(Card c) {
  c.text = "Protect unique unit (if a unique unit you control would be damaged, you may place the damage on this unit instead).";
  return c.with(Ability::interrupt(ev::kDamage).only_when(protects_unique).scripted(script_kind(sc::protect)).says(c.text));
}
}  // namespace sw::lcg
