// Subtle Assassination (Dark Side Mission, AOTC 109): when completed
// (TCG-BUILD-7), the opponent discards a unit of theirs from the Character
// arena: one the owner chooses among those with power 3 or less (current
// power, TCG-STACK-2 included). None: nothing happens.
#include "tcg/cards/script.h"

namespace sw::tcg {

namespace {
bool weak_character(const TcgState& g, CardId, CardId c) { return g.fx(c).type == kCharacter && g.power(c) <= 3; }
}  // namespace

extern const CardScript subtle_assassination_script = CardScript::picking(
    "subtle-assassination", "choose a Character of your opponent with power 3 or less: they discard it.",
    Pick::discard_from_hand(1).from_zone(PickFrom::Arena).of_opponent().matching(weak_character));

Card subtle_assassination(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kComplete)
                    .scripted(fk::kScript)
                    .says("Your opponent discards a unit of theirs from the Character arena: one you choose among those with "
                          "power 3 or less."));
}

}  // namespace sw::tcg
