// Chase the Villain (Light Side Mission, AOTC 70): when completed
// (TCG-BUILD-7), for the rest of the turn the opponent may not retreat
// Characters in their retreat step: each opposing Character gets the
// "cannot retreat" mark (st::kNoRetreat) until the turn ends. (The Light
// Side completes it in its build step, after the Dark Side's: no Character of
// the opponent's enters an arena later this turn before the retreat steps.)
#include "tcg/cards/script.h"

namespace sw::tcg {

namespace {
StepResult run(TcgState& g, Frame& f, EventLog* log) {
  const int opp = g.opponent_of(script_owner(f));
  for (CardId c : g.units_in(opp, kCharacter)) g.add_lasting(Lasting{f.source, c, st::kNoRetreat, Scope::Turn, 1});
  TCG_LOG(g, log, "ability", script_owner(f), g.seat_name(opp) + " may not retreat Characters this turn.");
  g.stack.pop();
  return StepResult::Continue;
}
}  // namespace

extern const CardScript chase_the_villain_script = CardScript::own("chase-the-villain", run);

Card chase_the_villain(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kComplete)
                    .scripted(fk::kScript)
                    .says("For the rest of the turn, your opponent may not retreat Characters in their retreat step."));
}

}  // namespace sw::tcg
