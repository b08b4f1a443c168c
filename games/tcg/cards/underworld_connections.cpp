// Underworld Connections (Light Side Mission, AOTC 114): when completed
// (TCG-BUILD-7), its owner sees the opponent's hand (a log line only that
// player reads, TCG-ZONE-3), then gains 1 Force.
#include "tcg/cards/script.h"

namespace sw::tcg {

namespace {
StepResult run(TcgState& g, Frame& f, EventLog* log) {
  see_opponents_hand(g, script_owner(f), log);
  change_force(g, script_owner(f), 1, log);
  g.stack.pop();
  return StepResult::Continue;
}
}  // namespace

extern const CardScript underworld_connections_script = CardScript::own("underworld-connections", run);

Card underworld_connections(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kComplete)
                    .scripted(fk::kScript)
                    .says("See your opponent's hand; then your Force goes up by 1."));
}

}  // namespace sw::tcg
