// Anakin Skywalker (B) (Light Side Character, AOTC 2): [tap] → choose a unit
// of yours in the Ground arena: +20 speed and +2 power until the battle phase
// ends. (Your build step only.) Pay 1 Force → Evade 1.
// The first is a build-step action of Anakin in the Character arena
// (TCG-ABIL-4, TCG-BUILD-1g, TCG-PLAY-8: no window, the opponent cannot
// answer); made in the build step, "until the battle phase ends" must outlast
// the Battle phase's start, so its lasting effects are Scope::Turn (T5). The
// Evade is used in the prevent window of damage to him (cards/prevent.h).
#include "tcg/cards/prevent.h"

namespace sw::tcg {

namespace {
bool ground_unit(const TcgState& g, CardId, CardId t) { return is_unit_in(g, t, kGround); }
}  // namespace

Card anakin_skywalker_b(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kBuildStep)
                    .exhaust_cost()
                    .limit_per(Scope::Turn)
                    .choose(Whose::Friendly, ground_unit)
                    .does(Verb::Lasting, Who::Target, 20, st::kSpeed, Scope::Turn)
                    .does(Verb::Lasting, Who::Target, 2, st::kPower, Scope::Turn)
                    .says("[tap] → Choose a unit of yours in the Ground arena: +20 speed and +2 power until the battle phase ends. "
                          "(Your build step only.)"))
      .with(evade(1, 1).says("Pay 1 Force → Evade 1."));
}

}  // namespace sw::tcg
