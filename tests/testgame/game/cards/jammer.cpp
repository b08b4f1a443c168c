#include "tg_state.h"
namespace sw::tg {
namespace {
// The initiated ability (a kUse event) is an interrupt.
bool initiates_interrupt(const TgState& g, CardId, const Event& e) {
  return e.ability >= 0 && engine::ability_of(g, e.source, e.ability).kind == AbilityKind::Interrupt;
}
}  // namespace
// An interrupt to an interrupt: initiating an ability is itself an event.
const Card& card_jammer() {
  static const Card c = Card{"jammer", "Jammer", kUnit, {0, 2, 0, 0}}.with(
      Ability::interrupt(ev::kUse)
          .sourced(Whose::Enemy)
          .only_when(initiates_interrupt)
          .exhaust_cost()
          .does(Verb::Cancel, Who::EventSource)
          .says("Interrupt: when an opponent initiates an interrupt, exhaust Jammer to cancel it."));
  return c;
}
}  // namespace sw::tg
