// Dexter Jettster (A) (neutral Character, AOTC 16): [tap] → choose a
// Character of yours: +3 power until the battle phase ends. (Only when Dexter
// would attack.) A "would attack" ability (timing::kWouldAttack, TCG-ATTACK-3
// c): offered at his attack decision instead of attacking; the power lasts
// until the Battle phase ends (Scope::Phase, T5).
#include "tcg/cards/helpers.h"

namespace sw::tcg {

namespace {
bool character(const TcgState& g, CardId, CardId t) { return g.in_arena(t, kCharacter); }
}  // namespace

Card dexter_jettster_a(Card c) {
  return c.with(Ability::action()
                    .exhaust_cost()
                    .in_window(timing::kWouldAttack)
                    .choose(Whose::Friendly, character)
                    .does(Verb::Lasting, Who::Target, 3, st::kPower, Scope::Phase)
                    .says("[tap] → Choose a Character of yours: +3 power until the battle phase ends. (Only when Dexter would attack.)"));
}

}  // namespace sw::tcg
