#include "tg_state.h"
namespace sw::tg {
// Cancel: an interrupt whose effect cancels the event it interrupts.
const Card& card_shield_generator() {
  static const Card c = Card{"shield-generator", "Shield Generator", kUnit, {0, 3, 0, 0}}.with(
      Ability::interrupt(ev::kDamage)
          .targeting(Whose::Friendly)
          .exhaust_cost()
          .does(Verb::Cancel, Who::EventTarget)
          .says("Interrupt: when a friendly card would take damage, exhaust Shield Generator to cancel that damage."));
  return c;
}
}  // namespace sw::tg
