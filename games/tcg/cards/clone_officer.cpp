// Clone Officer (Light Side Character, AOTC 9): while it is in the Character
// arena, each Clone of its player's, in any arena, has +1 power (the printed
// card: "each of your Clones gets +1 power"); the Officer is a Clone Soldier,
// so it has the +1 too. A static ability (TCG-ABIL-11).
#include "tcg/cards/counting.h"

namespace sw::tcg {

namespace {
bool clone(const TcgState& g, CardId, CardId t) { return has_subtype(g, t, "Clone"); }
}  // namespace

Card clone_officer(Card c) {
  return c.with(Ability::constant(st::kPower, 1, Whose::Friendly)
                    .applies_to(clone)
                    .says("While this unit is in the Character arena: each Clone of yours, this one included, has +1 power."));
}

}  // namespace sw::tcg
