// Order Here (neutral Mission, AOTC 33): for the rest of the turn, playing a
// Battle card costs 3 Force more (3 Force for one without a Force cost).
// Completed (TCG-BUILD-7), it leaves a mark until the turn ends
// (st::kBattleTax on the Mission in the discard pile, Scope::Turn); the Force
// cost of every Battle card, either player's, adds it (force_costs.h): the
// card is not offered when the whole cost cannot be paid (TCG-FORCE-3), and
// its label names the surcharge. Two Order Heres add 6.
#include "tcg/cards/helpers.h"

namespace sw::tcg {

namespace {
StepResult order(TcgState& g, Frame& f, EventLog* log) {
  g.add_lasting(Lasting{f.source, f.source, st::kBattleTax, Scope::Turn, 3});
  TCG_LOG(g, log, "order", f.seat, "For the rest of the turn, playing a Battle card costs 3 Force more.");
  g.stack.pop();
  return StepResult::Continue;
}
}  // namespace

Card order_here(Card c) {
  return with_own_script(c.with(Ability::action()
                                    .in_window(timing::kComplete)
                                    .scripted(fk::kOwnScript)
                                    .says("For the rest of the turn, playing a Battle card costs 3 Force more (3 Force for one that has no Force cost).")),
                         OwnScript{order});
}

}  // namespace sw::tcg
