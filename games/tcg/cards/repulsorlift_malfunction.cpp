// Repulsorlift Malfunction (neutral Battle card, AOTC 165): Pay 5 Force → a Ground unit of your
// choice that is untapped becomes tapped. Either side's unit in its arena
// (Whose::Any); only untapped ones are offered. A tapped unit cannot attack
// (TCG-BATTLE-3, TCG-BATTLE-5); untapped again it could (TCG-BATTLE-7).
#include "tcg/cards/helpers.h"

namespace sw::tcg {

namespace {
bool untapped_here(const TcgState& g, CardId, CardId t) { return g.in_arena(t, kGround) && !g.cards[t].exhausted; }
}  // namespace

Card repulsorlift_malfunction(Card c) {
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPayForce, 5)
                    .in_window(timing::kGeneral)
                    .choose(Whose::Any, untapped_here)
                    .does(Verb::Exhaust, Who::Target)
                    .says("Pay 5 Force → A Ground unit of your choice that is untapped becomes tapped."));
}

}  // namespace sw::tcg
