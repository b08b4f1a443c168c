// Double Strike (Jedi event, set 4): "Reaction: After a Character unit is
// focused to strike, remove 1 focus token from that unit."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card double_strike(Card c) {
  c.text = "Reaction: after a Character unit is focused to strike, take 1 focus token off that unit.";
  return c.with(Ability::reaction(ev::kFocus)
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .only_when(cards::character_focused_to_strike)
                    .does(Verb::Raise, Who::EventTarget, 1, evt::kUnfocus)
                    .says(c.text));
}
}  // namespace sw::lcg
