// General Veers (Imperial character): discard the top card of your resource
// deck, then discard every resource card your opponent has in play whose
// current value is lower than that card's (active) value.
#include "evr/resources/resource_card.h"

namespace sw {
namespace evr {
namespace {

StepResult run(EvrState& s, Frame& f, EventLog* log) {
  const int owner = f.v[0];
  int top = draw_top(s, owner, log);
  if (top < 0) return no_effect(s, log, "your resource deck is empty");
  s.p[owner].discard.put_bottom(static_cast<CardId>(top));
  int v = resource_def(top).active_value;
  if (log)
    log->add("discard", owner, seat_name(s, owner) + " discards " + card_label(top) + " from the top of their deck (value " +
                                   std::to_string(v) + ").",
             json{{"card", card_id(top)}});
  int opp = 1 - owner;
  for (int i = s.p[opp].in_play.size() - 1; i >= 0; --i) {
    int c = s.p[opp].in_play.cards[i];
    if (s.current_value(c) < v) discard_from_play(s, c, log, owner);
  }
  return done(s);
}

}  // namespace
extern const EvrScript kVeersScript = {{"general-veers", 1, run, nullptr, nullptr, nullptr, nullptr}};
extern const EvrCard kGeneralVeers = character(
    "general-veers", "General Veers",
    power_ability(PowerId::Veers,
                  "Discard the top card of your resource deck, then discard every resource card your opponent has in play "
                  "whose value is lower than that card's value."));
}  // namespace evr
}  // namespace sw
