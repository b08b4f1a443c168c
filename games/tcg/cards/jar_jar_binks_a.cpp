// Jar Jar Binks (A) (Light Side Character, AOTC 23): when your opponent rolls
// dice to attack Jar Jar, you may have any of those dice rolled again. A
// triggered reroll (TCG-ABIL-8): it is used in that roll's reroll window
// (TCG-PLAY-4b), "may" = use it or pass; once per roll (Scope::Roll); the
// dice are chosen one by one (the pick_dice script). Only while Jar Jar is
// in the Character arena (TCG-ABIL-2) and is the defending unit.
#include "tcg/cards/helpers.h"
#include "tcg/cards/pick_dice.h"

namespace sw::tcg {

namespace {
bool attacked_and_rolled(const TcgState& g, CardId self) {
  return flow::attacking_unit(g) != kNoCard && g.atk.rolled && g.atk.defender == self;
}
}  // namespace

Card jar_jar_binks_a(Card c) {
  return with_own_script(c.with(Ability::action()
                                .in_window(timing::kReroll)
                                .only_if(attacked_and_rolled)
                                .limit_per(Scope::Roll)
                                .scripted(fk::kOwnScript)
                                .says("When your opponent rolls dice to attack Jar Jar, you may have any of those dice rolled again.")),
                     kPickDice);
}

}  // namespace sw::tcg
