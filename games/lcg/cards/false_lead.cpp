// False Lead (Rebel Alliance enhancement, set 14): "Enhance an objective you
// control. Interrupt: When enhanced objective leaves play, decrease the Death
// Star dial by 1 (to a minimum of 1)." (The host rule is in its facts.)
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card false_lead(Card c) {
  c.text = "Attach to an objective you control. Interrupt: as the enhanced objective leaves play, turn the Death Star dial back by 1 (never below 1).";
  return c.with(Ability::interrupt(ev::kDestroy)
                    .only_when(cards::enhanced_leaves)
                    .only_if(cards::dial_above_one)
                    .does(Verb::Raise, Who::Self, -1, evt::kDial)
                    .says("Interrupt: as the enhanced objective leaves play, turn the Death Star dial back by 1 (never below 1)."));
}
}  // namespace sw::lcg
