// Queen Jamillia (A) (Light Side Character, AOTC 40): [tap] → a Diplomat of
// yours retreats. (Only when Jamillia would attack.) A "would attack" ability
// (TCG-ATTACK-3 c); the chosen Diplomat (Jamillia herself is one) retreats,
// tapped, face up into the build zone (evt::kRetreat, TCG-RETREAT-1,
// OQ-TCG-26).
#include "tcg/cards/helpers.h"

namespace sw::tcg {

namespace {
bool diplomat(const TcgState& g, CardId, CardId t) { return g.in_play(t) && has_subtype(g, t, "Diplomat"); }
}  // namespace

Card queen_jamillia_a(Card c) {
  return c.with(Ability::action()
                    .exhaust_cost()
                    .in_window(timing::kWouldAttack)
                    .choose(Whose::Friendly, diplomat)
                    .does(Verb::Raise, Who::Target, 0, evt::kRetreat)
                    .says("[tap] → A Diplomat of yours retreats. (Only when Jamillia would attack.)"));
}

}  // namespace sw::tcg
