// Viper Probe Droid (neutral unit, set 34): "You may play this unit from
// your discard pile as if it was in your hand." A keyword of ours,
// lkw::kFromDiscard: LcgState::can_deploy offers it from its owner's discard
// pile, under the same rules (its own Deployment phase, cost, resource match).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card viper_probe_droid(Card c) {
  c.text = "You may play this unit from your discard pile as if it were in your hand.";
  return c.with(Ability::keyword_ability(lkw::kFromDiscard, 1).says(c.text));
}
}  // namespace sw::lcg
