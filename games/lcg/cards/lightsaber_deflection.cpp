// Lightsaber Deflection (Jedi event, set 5): "Interrupt: When damage is dealt
// to a friendly non-Vehicle unit, deal 1 point of that damage to another
// target unit instead."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
namespace {
// "another target unit": not the unit the damage is dealt to.
bool another_unit(const LcgState& g, CardId, CardId t) {
  return cards::is_unit(g, t) && t != cards::open_event_target(g, ev::kDamage);
}
}  // namespace
Card lightsaber_deflection(Card c) {
  c.text = "Interrupt: when damage is dealt to a friendly non-Vehicle unit, 1 of that damage goes to another target unit instead.";
  return c.with(Ability::interrupt(ev::kDamage)
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .only_when(cards::damage_to_friendly_non_vehicle)
                    .choose(Whose::Any, another_unit)
                    .does(Verb::Modify, Who::EventTarget, -1)
                    .does(Verb::Damage, Who::Target, 1)
                    .says(c.text));
}
}  // namespace sw::lcg
