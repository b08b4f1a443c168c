// Counter-stroke (Jedi event, set 2):
// "Interrupt: when an event card is played, cancel its effects."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card counter_stroke(Card c) {
  c.text = "Interrupt: when an event card is played, cancel its effects.";
  return c.with(Ability::interrupt(ev::kUse).play_from_hand().paid_by(fk::kPay, -1).only_when(cards::event_card_played).does(Verb::Cancel, Who::Target)
                    .says(c.text));
}
}  // namespace sw::lcg
