// Hatch a Clone (neutral Mission, AOTC 141): when completed (TCG-BUILD-7), its owner
// chooses up to 2 Ground unit cards in the discard pile (public, TCG-ZONE-6);
// they go back to the hand.
#include "tcg/cards/script.h"

namespace sw::tcg {

namespace {
bool unit_card(const TcgState& g, CardId, CardId c) { return g.fx(c).type == kGround; }
}  // namespace

extern const CardScript hatch_a_clone_script = CardScript::picking(
    "hatch-a-clone", "choose a Ground unit card in your discard pile to take back into your hand (up to 2).",
    Pick::return_from_discard(2, unit_card));

Card hatch_a_clone(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kComplete)
                    .scripted(fk::kScript)
                    .says("Choose up to 2 Ground unit cards in your discard pile; they go back to your hand."));
}

}  // namespace sw::tcg
