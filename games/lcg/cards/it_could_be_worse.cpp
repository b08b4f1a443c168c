// It Could Be Worse (neutral event, set 16):
// "Interrupt: Prevent 1 damage being dealt to a target unit or objective."
// The target is the card the damage is being dealt to (the event's target).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card it_could_be_worse(Card c) {
  c.text = "Interrupt: as damage is being dealt to a target unit or objective, prevent 1 of it.";
  return c.with(Ability::interrupt(ev::kDamage)
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .only_when(cards::damage_to_unit_or_objective)
                    .does(Verb::Modify, Who::EventTarget, -1)
                    .says(c.text));
}
}  // namespace sw::lcg
