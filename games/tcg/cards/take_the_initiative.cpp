// Take the Initiative (neutral Mission, AOTC 174): when completed (TCG-BUILD-7), its owner
// chooses up to 2 Space unit cards in the discard pile (public, TCG-ZONE-6);
// they go back to the hand.
#include "tcg/cards/script.h"

namespace sw::tcg {

namespace {
bool unit_card(const TcgState& g, CardId, CardId c) { return g.fx(c).type == kSpace; }
}  // namespace

extern const CardScript take_the_initiative_script = CardScript::picking(
    "take-the-initiative", "choose a Space unit card in your discard pile to take back into your hand (up to 2).",
    Pick::return_from_discard(2, unit_card));

Card take_the_initiative(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kComplete)
                    .scripted(fk::kScript)
                    .says("Choose up to 2 Space unit cards in your discard pile; they go back to your hand."));
}

}  // namespace sw::tcg
