// Grand Moff Tarkin (Imperial Navy unit, set 28):
// "Elite. Enemy objectives need 1 less damage to be destroyed."
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card grand_moff_tarkin(Card c) {
  c.text = "Elite. Enemy objectives need 1 less damage to be destroyed.";
  return c
      .with(Ability::constant(st::kCapacity, -1, Whose::Enemy).applies_to(cards::objective).says(c.text));
}
}  // namespace sw::lcg
