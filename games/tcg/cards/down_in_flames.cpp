// Down in Flames (neutral Battle card, AOTC 82): Pay 4 Force → your opponent
// discards a Speeder of theirs from the Ground arena, one you choose. The
// player of the card chooses (Whose::Enemy); the unit and its stack go to the
// discard pile (the core's destroy, TCG-GLOSS-4); it is not damage, so no
// prevent window opens.
#include "tcg/cards/helpers.h"

namespace sw::tcg {

namespace {
bool speeder(const TcgState& g, CardId, CardId t) { return g.in_arena(t, kGround) && has_subtype(g, t, "Speeder"); }
}  // namespace

Card down_in_flames(Card c) {
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPayForce, 4)
                    .in_window(timing::kGeneral)
                    .choose(Whose::Enemy, speeder)
                    .does(Verb::Destroy, Who::Target)
                    .says("Pay 4 Force → Your opponent discards a Speeder of theirs from the Ground arena, one you choose."));
}

}  // namespace sw::tcg
