// Dark Side's Compulsion (Dark Side Battle card, AOTC 12): Pay 8 Force → untap a tapped
// unit of your opponent in the Ground arena. This turn, the next time it would
// attack, you may turn it against another of your opponent's units in the
// Ground arena. The mark st::kTurned (Scope::Turn): at that unit's next attack
// decision (A2) the player of this card chooses first - another unit of the
// unit's own side in its arena (then its controller cannot decline or use a
// "would attack" ability: the attack is declared) or a normal attack (the
// card's ruling; TCG2-TARGET-5). The mark is used up at that decision.
#include "tcg/cards/helpers.h"

namespace sw::tcg {

namespace {
bool tapped_here(const TcgState& g, CardId, CardId t) { return g.in_arena(t, kGround) && g.cards[t].exhausted; }
}  // namespace

Card dark_sides_compulsion(Card c) {
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPayForce, 8)
                    .in_window(timing::kGeneral)
                    .choose(Whose::Enemy, tapped_here)
                    .does(Verb::Ready, Who::Target)
                    .does(Verb::Lasting, Who::Target, 1, st::kTurned, Scope::Turn)
                    .says("Pay 8 Force → Untap a tapped unit of your opponent in the Ground arena. This turn, the next time it would attack, you may turn it against another of your opponent's units in the Ground arena."));
}

}  // namespace sw::tcg
