#include "tg_state.h"
namespace sw::tg {
// A lasting effect that expires at the end of the phase.
const Card& card_rally() {
  static const Card c = Card{"rally", "Rally", kEventCard, {0, 0, 0, 0}}.with(
      Ability::action()
          .play_from_hand()
          .choose(Whose::Friendly, is_unit)
          .does(Verb::Lasting, Who::Target, 2, kPower, Scope::Phase)
          .says("Action: a friendly unit gets +2 power until the end of the phase."));
  return c;
}
}  // namespace sw::tg
