// R2-D2 (A) (Light Side Character, AOTC 41): [tap] → until the Battle phase
// ends, all of its controller's units in the Space arena (those there now)
// have Critical Hit 1; in the build step only (TCG-ABIL-4, TCG-BUILD-1g),
// once per turn. Made in the Command phase, the effect lasts the turn (T5:
// past the end of the Battle phase, after which nothing attacks).
#include "tcg/cards/script.h"

namespace sw::tcg {

namespace {
StepResult run(TcgState& g, Frame& f, EventLog* log) {
  for (CardId c : g.units_in(script_owner(f), kSpace)) g.add_lasting(Lasting{f.source, c, st::kCritical, Scope::Turn, 1});
  TCG_LOG(g, log, "ability", script_owner(f), "Until the battle phase ends, " + g.seat_name(script_owner(f)) +
                                                  "'s units in the Space arena have Critical Hit 1.");
  g.stack.pop();
  return StepResult::Continue;
}
}  // namespace

extern const CardScript r2_d2_a_script = CardScript::own("r2-d2-a", run);

Card r2_d2_a(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kBuildStep)
                    .exhaust_cost()
                    .limit_per(Scope::Turn)
                    .scripted(fk::kScript)
                    .says("[tap] → Until the battle phase ends, all your units in the Space arena have Critical Hit 1. (Your "
                          "build step only.)"));
}

}  // namespace sw::tcg
