// B-Wing (neutral Light Side unit, Balance of the Force set 92): "Reaction:
// After this unit is focused to strike, each other friendly player draws 1
// card." Other friendly players are teammates (MP-GEN-24); they draw one at a
// time, clockwise from the active player (MP-GEN-23). With no teammate (the
// two-player game) the reaction would do nothing and is not offered.
// v[1] counts the seats looked at (from 0: the frame began as the ability's,
// whose v[1] named the triggering event's slot).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
// A player eliminated from the game (Fully Armed, C10) is no longer a friendly player.
bool friendly_player(const LcgState& g, int s, int seat) {
  return s != seat && !g.enemies(s, seat) && !g.seat_info[s].eliminated;
}
bool has_teammate(const LcgState& g, int seat) {
  for (int s = 0; s < g.seats; ++s)
    if (friendly_player(g, s, seat)) return true;
  return false;
}
bool focused_with_teammate(const LcgState& g, CardId self, const Event& e) {
  return cards::this_focused_to_strike(g, self, e) && has_teammate(g, g.controller_of(self));
}
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (f.step == 0) {
    f.v[1] = 0;
    f.step = 1;
  }
  while (f.v[1] < g.seats) {
    const int s = (g.active + f.v[1]) % g.seats;
    ++f.v[1];
    if (!friendly_player(g, s, f.seat)) continue;
    raise_then(g, f, make_event(ev::kDraw, s, f.source, kNoCard, 1), 1);
    return StepResult::Continue;
  }
  g.stack.pop();
  return StepResult::Continue;
}
bool valid(const LcgState& g, const Frame& f) {
  return f.step == 0 ? f.v[1] >= -1 : f.step == 1 && f.v[1] >= 0 && f.v[1] <= g.seats;
}
}  // namespace

const FrameKindDef<LcgState> b_wing_script = {"b-wing", 2, run, nullptr, nullptr, nullptr, nullptr, nullptr, valid, true};

Card b_wing(Card c) {
  c.text = "Reaction: after this unit is focused to strike, each other friendly player draws 1 card.";
  return c.with(Ability::reaction(ev::kFocus)
                    .only_when(focused_with_teammate)
                    .scripted(script_kind(sc::b_wing))
                    .says(c.text));
}
}  // namespace sw::lcg
