// Tyranus's Solar Sailer (A) (Dark Side Space unit, AOTC 53): Critical Hit 2
// (printed: a stat the attack reads). When this ship's attack ends, you may
// have it retreat: an optional triggered ability (TCG-ABIL-7, "may" =
// OQ-TCG-20) on the attack's end (evt::kAttackEnded, raised at A11 for an
// attack that had a target) whose source is this ship; its player uses it or
// passes in that event's window; it retreats tapped (OQ-TCG-26).
#include "tcg/cards/helpers.h"

namespace sw::tcg {

Card tyranuss_solar_sailer_a(Card c) {
  return c.with(Ability::reaction(evt::kAttackEnded)
                    .sourced(Whose::Self)
                    .does(Verb::Raise, Who::Self, 0, evt::kRetreat)
                    .says("When this ship's attack ends, you may have it retreat."));
}

}  // namespace sw::tcg
