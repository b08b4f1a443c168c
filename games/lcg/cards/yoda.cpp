// Yoda (Jedi unit, set 2): "Elite. This unit gains [Unit Damage] [Blast
// Damage] for each enhancement attached to it." (Elite is card data; the
// icons are LcgState::stat's, mark::kIconsPerEnhancement.)
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card yoda(Card c) {
  c.text = "Elite. This unit gains one unit damage and one blast damage icon for each enhancement attached to it.";
  return c.with(Ability::keyword_ability(mark::kIconsPerEnhancement, 1)
                    .says("This unit gains one unit damage and one blast damage icon for each enhancement attached to it."));
}
}  // namespace sw::lcg
