// Rumors at the Cantina (neutral objective, set 16): "You may ignore resource
// match requirements when playing cards from your hand." A mark on its
// controller's affiliation card (st::kIgnoreMatch) that payment reads
// (LcgState::ignores_match, LCG-RES-3). Ignoring is never worse, so it applies.
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card rumors_at_the_cantina(Card c) {
  c.text = "When you play cards from your hand, you may ignore their resource match requirement.";
  return c.with(Ability::constant(st::kIgnoreMatch, 1, Whose::Yours).applies_to(cards::affiliation_card).says(c.text));
}
}  // namespace sw::lcg
