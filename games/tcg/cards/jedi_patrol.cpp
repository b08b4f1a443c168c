// Jedi Patrol (Light Side Ground unit) (AOTC 91): [tap] → Draw 1, then discard 1 of the cards in your hand,
// in its controller's build step only (TCG-ABIL-4, TCG-BUILD-1g), once per
// turn (TCG-ABIL-6). The discard is the owner's choice (a secret prompt:
// the script of cards/script.h).
#include "tcg/cards/script.h"

namespace sw::tcg {

extern const CardScript jedi_patrol_script =
    CardScript::picking("jedi-patrol", "choose a card in your hand to discard.", Pick::discard_from_hand(1).drawing_first(1));

Card jedi_patrol(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kBuildStep)
                    .exhaust_cost()
                    .limit_per(Scope::Turn)
                    .scripted(fk::kScript)
                    .says("[tap] → Draw 1, then discard 1 of the cards in your hand. (Your build step only.)"));
}

}  // namespace sw::tcg
