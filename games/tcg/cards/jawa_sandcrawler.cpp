// Jawa Sandcrawler (neutral Ground unit) (AOTC 90): [tap] → Draw 2, then discard 2 of the cards in your hand,
// in its controller's build step only (TCG-ABIL-4, TCG-BUILD-1g), once per
// turn (TCG-ABIL-6). The discard is the owner's choice (a secret prompt:
// the script of cards/script.h).
#include "tcg/cards/script.h"

namespace sw::tcg {

extern const CardScript jawa_sandcrawler_script =
    CardScript::picking("jawa-sandcrawler", "choose a card in your hand to discard.", Pick::discard_from_hand(2).drawing_first(2));

Card jawa_sandcrawler(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kBuildStep)
                    .exhaust_cost()
                    .limit_per(Scope::Turn)
                    .scripted(fk::kScript)
                    .says("[tap] → Draw 2, then discard 2 of the cards in your hand. (Your build step only.)"));
}

}  // namespace sw::tcg
