#include "tg_state.h"
namespace sw::tg {
// A constant ability: derived whenever power is queried, never stored.
const Card& card_sergeant() {
  static const Card c = Card{"sergeant", "Sergeant", kUnit, {1, 3, 0, 0}}.with(
      Ability::constant(kPower, +1, Whose::OtherFriendly).says("Other friendly cards get +1 power."));
  return c;
}
}  // namespace sw::tg
