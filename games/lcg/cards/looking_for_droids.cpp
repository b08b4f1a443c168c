// Looking for Droids (neutral objective, set 34): "You may ignore resource
// match requirements when playing cards from your hand." A keyword of ours,
// lkw::kNoMatch, read while it is in play (LcgState::ignores_match, LCG-RES-3).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card looking_for_droids(Card c) {
  c.text = "You may ignore resource match when you play cards from your hand.";
  return c.with(Ability::keyword_ability(lkw::kNoMatch, 1).says(c.text));
}
}  // namespace sw::lcg
