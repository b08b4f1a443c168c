// Shii-Cho Training (Jedi enhancement, set 2): "Enhance a Force User unit.
// Damage from enhanced unit's [Unit Damage] icon type may be divided among
// any number of participating enemy units." (Where it goes is card data; the
// division is the strike's, flow/strike.cpp, mark::kSplitUD.)
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card shii_cho_training(Card c) {
  c.text = "Enhance a Force User unit. Enhanced unit's unit damage may be split among any number of participating enemy units.";
  return c.with(Ability::keyword_ability(mark::kSplitUD, 1)
                    .says("Enhanced unit's unit damage may be split among any number of participating enemy units."));
}
}  // namespace sw::lcg
