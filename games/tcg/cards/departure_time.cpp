// Departure Time (neutral Mission, AOTC 80): when completed (TCG-BUILD-7),
// its owner may discard a unit of theirs from any arena; if they did, +4
// build points for them this turn (spent in this build step, TCG-CMD-6).
#include "tcg/cards/script.h"

namespace sw::tcg {

namespace {
void points_if_discarded(TcgState& g, Frame& f, EventLog* log) {
  if (script_picks(f) > 0) change_build_points(g, script_owner(f), 4, log);
}
}  // namespace

extern const CardScript departure_time_script = CardScript::picking(
    "departure-time", "you may discard a unit of yours from an arena (then +4 build points).",
    Pick::discard_from_hand(1).from_zone(PickFrom::Arena).optional(), points_if_discarded);

Card departure_time(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kComplete)
                    .scripted(fk::kScript)
                    .says("You may discard a unit of yours from any arena. If you did, +4 build points for you this turn."));
}

}  // namespace sw::tcg
