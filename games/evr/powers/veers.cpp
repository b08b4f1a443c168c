// General Veers (Imperial character): discard the top card of your resource
// deck, then discard every resource card your opponent has in play whose
// current value is lower than that card's (active) value.
#include "evr/powers/helpers.h"

namespace sw {
namespace evr {
namespace {

void start(EvrState& s, int owner, int source, EventLog* log) {
  int top = draw_top(s, owner, log);
  if (top < 0) return no_effect(s, owner, source, log, "your resource deck is empty");
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
}

}  // namespace
extern const PowerDef kVeersPower = {
    "Discard the top card of your resource deck, then discard every resource card your opponent has in play "
    "whose value is lower than that card's value.",
    start, no_options, no_choose, no_prompt, no_peek};
}  // namespace evr
}  // namespace sw
