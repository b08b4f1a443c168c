// Heat of Battle (fate, set 3 and others): "Deal 1 damage to a target
// participating enemy unit." A fate card resolves from the edge stack when
// revealed (LCG-EDGE-7/8), never from a window.
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card heat_of_battle(Card c) {
  c.text = "Fate: deal 1 damage to a target participating enemy unit.";
  return c.with(Ability::action()
                    .in_window(kFateTiming)
                    .choose(Whose::Enemy, cards::participating_unit)
                    .does(Verb::Damage, Who::Target, 1)
                    .says(c.text));
}
}  // namespace sw::lcg
