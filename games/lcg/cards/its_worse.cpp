// It's Worse (neutral event, set 34): "Interrupt: When another Interrupt
// effect is executed, cancel its effects. Then, deal 1 damage to a target
// enemy unit." It answers the initiation (ev::kUse) of another card's
// Interrupt ability (an interrupt to an interrupt); cancelling it, then the
// damage (LCG-TERMS-9). The target is chosen as it is played
// (LCG-TERMS-12: with no enemy unit it cannot be played).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
namespace {
bool another_interrupt(const LcgState& g, CardId self, const Event& e) {
  return e.source != self && g.valid_card(e.source) && e.ability >= 0 &&
         engine::ability_of(g, e.source, e.ability).kind == AbilityKind::Interrupt;
}
}  // namespace
Card its_worse(Card c) {
  c.text = "Interrupt: when another Interrupt ability is used, cancel its effects. Then deal 1 damage to a target enemy unit.";
  return c.with(Ability::interrupt(ev::kUse)
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .only_when(another_interrupt)
                    .choose(Whose::Enemy, cards::unit)
                    .does(Verb::Cancel, Who::EventTarget)
                    .then()
                    .does(Verb::Damage, Who::Target, 1)
                    .says(c.text));
}
}  // namespace sw::lcg
