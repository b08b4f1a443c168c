// Darth Vader (Jerjerrod's Task unit, D01 35; not the core set's card of that
// title): "Elite. Targeted Strike. This unit gains [Unit Damage] for each
// objective you control." Elite and Targeted Strike are printed (facts); the
// icons are LcgState::stat's (rule mark jtk::kUDPerObjective).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card darth_vader_jt(Card c) {
  c.text = "Elite. Targeted Strike. This unit gains one unit damage icon for each objective you control.";
  return c.with(Ability::keyword_ability(jtk::kUDPerObjective, 1)
                    .says("This unit gains one unit damage icon for each objective you control."));
}
}  // namespace sw::lcg
