#include "tg_state.h"
namespace sw::tg {
// Armor as a forced interrupt that changes the event's amount.
const Card& card_walker() {
  static const Card c = Card{"walker", "Walker", kUnit, {2, 4, 0, 0}}.with(
      Ability::forced_interrupt(ev::kDamage)
          .targeting(Whose::Self)
          .does(Verb::Modify, Who::EventTarget, -1)
          .says("Forced Interrupt: when Walker would take damage, it takes 1 less."));
  return c;
}
}  // namespace sw::tg
