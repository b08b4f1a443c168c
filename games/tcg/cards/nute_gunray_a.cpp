// Nute Gunray (A) (Dark Side Character, AOTC 98): [tap] → the opponent
// chooses a card in their hand and discards it; in its controller's build
// step only (TCG-ABIL-4, TCG-BUILD-1g), once per turn. The opponent decides
// (a secret prompt of its own hand).
#include "tcg/cards/script.h"

namespace sw::tcg {

extern const CardScript nute_gunray_a_script =
    CardScript::picking("nute-gunray-a", "choose a card in your hand to discard.", Pick::discard_from_hand(1).by_opponent());

Card nute_gunray_a(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kBuildStep)
                    .exhaust_cost()
                    .limit_per(Scope::Turn)
                    .scripted(fk::kScript)
                    .says("[tap] → Your opponent chooses a card in their hand and discards it. (Your build step only.)"));
}

}  // namespace sw::tcg
