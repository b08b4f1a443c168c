// Obi-Wan Kenobi (Jedi unit, set 3): "Elite. While this unit is participating
// in an engagement, your opponent must place the first card of his edge stack
// faceup." (Elite is card data; the face-up card is the edge battle's and the
// view's, mark::kEdgeFaceUp.)
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card obi_wan_kenobi(Card c) {
  c.text = "Elite. While this unit is participating in an engagement, your opponent places the first card of their edge stack face up.";
  return c.with(Ability::keyword_ability(mark::kEdgeFaceUp, 1)
                    .says("While this unit is participating in an engagement, your opponent places the first card of their edge stack face up."));
}
}  // namespace sw::lcg
