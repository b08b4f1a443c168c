// C-3PO (neutral unit, set 5): "Interrupt: When an event card is played,
// sacrifice this unit to cancel the effects of that event card."
// The sacrifice is a discard from play (LCG-TERMS-8): if it does not happen,
// nothing is cancelled ("then", LCG-TERMS-9).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card c_3po(Card c) {
  c.text = "Interrupt: when an event card is played, sacrifice this unit to cancel that event card's effects.";
  return c.with(Ability::interrupt(ev::kUse)
                    .only_when(cards::event_card_played)
                    .does(Verb::Raise, Who::Self, 0, evt::kDiscardPlay)
                    .then()
                    .does(Verb::Cancel, Who::EventTarget)
                    .says(c.text));
}
}  // namespace sw::lcg
