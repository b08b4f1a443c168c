// Nexu (Dark Side Character, AOTC 97): while Nexu is in the Character arena,
// activated abilities of its opponent's units cost 1 Force more to use — all
// of them, not only those with a Force cost (the card's ruling): a [tap]
// ability costs 1 Force too. A static ability (TCG-ABIL-11: on while it is
// in the arena; a Character is only ever in the Character arena): the
// constant mark st::kAbilityTax, added to the Force cost of the opponent's
// units' "cost → effect" abilities (force_costs.h, TCG-FORCE-3). Battle cards
// are no units' abilities.
#include "tcg/cards/helpers.h"

namespace sw::tcg {

Card nexu(Card c) {
  return c.with(Ability::constant(st::kAbilityTax, 1, Whose::Self)
                    .says("While Nexu is in the Character arena: activated abilities of your opponent's units cost 1 Force more to use."));
}

}  // namespace sw::tcg
