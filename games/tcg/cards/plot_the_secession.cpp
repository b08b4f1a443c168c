// Plot the Secession (Dark Side Mission, AOTC 38): when completed
// (TCG-BUILD-7), its owner discards every card in their hand, then draws 5.
#include "tcg/cards/script.h"

namespace sw::tcg {

namespace {
StepResult run(TcgState& g, Frame& f, EventLog* log) {
  const int me = script_owner(f);
  while (!g.zone_of(me, zone::kHand).empty()) discard_from_hand(g, g.zone_of(me, zone::kHand).top(), log);
  g.draw(me, 5, log);
  g.stack.pop();
  return StepResult::Continue;
}
}  // namespace

extern const CardScript plot_the_secession_script = CardScript::own("plot-the-secession", run);

Card plot_the_secession(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kComplete)
                    .scripted(fk::kScript)
                    .says("Discard every card in your hand; then draw 5."));
}

}  // namespace sw::tcg
