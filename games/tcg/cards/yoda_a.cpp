// Yoda (A) (Light Side Character, AOTC 58): When the battle phase ends: +1
// Force for you if Yoda is in the Character arena. Pay 2 Force → Evade 3.
// Pay 10 Force → Deflect 3. The first is a triggered ability (TCG-ABIL-7,
// T5: the turn raises evt::kBattleEnds before the win check; a forced
// reaction of a card in an arena only); Evade and Deflect are used in the
// prevent window of damage to him (cards/prevent.h).
#include "tcg/cards/prevent.h"

namespace sw::tcg {

Card yoda_a(Card c) {
  return c.with(Ability::forced_reaction(evt::kBattleEnds)
                    .does(Verb::Raise, Who::You, 1, evt::kForce)
                    .says("When the battle phase ends: +1 Force for you if Yoda is in the Character arena."))
      .with(evade(2, 3).says("Pay 2 Force → Evade 3."))
      .with(deflect(10, 3).says("Pay 10 Force → Deflect 3."));
}

}  // namespace sw::tcg
