// Trench Run (Rebel Alliance enhancement, set 13): it enhances the Death
// Star dial, which is no card: the enhancement itself stands for the dial in
// an engagement (st::kDialProxy: LcgState::dial_proxy, flow/conflict.cpp).
// Damage dealt to "the engaged objective" lands on this card; 10 or more and
// the Light Side wins (LcgState::after_event). It cannot be targeted
// (st::kUntargetable, the engine's `targetable` hook).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card trench_run(Card c) {
  c.text = "Enhance the Death Star dial. This enhancement cannot be targeted. You may engage the Death Star dial as "
           "though it were a Dark Side objective (it is not an objective). If the dial has 10 or more damage, the "
           "Light Side wins the game.";
  return c.with(Ability::constant(st::kUntargetable, 1, Whose::Self).says("This enhancement cannot be targeted."))
      .with(Ability::constant(st::kDialProxy, 10, Whose::Self)
                .says("You may engage the Death Star dial as though it were a Dark Side objective; with 10 or more "
                      "damage on the dial, the Light Side wins."));
}
}  // namespace sw::lcg
