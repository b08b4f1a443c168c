// It Binds All Things (neutral event, set 7): "Action: Return the top card of
// your discard pile to your hand. If the Balance of the Force is with the
// light side, return the top 2 cards instead." A script: one return event
// per card, the count read from the Balance when it resolves.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
// v[2] = cards returned so far.
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  const int n = g.balance == kLight ? 2 : 1;
  if (f.v[2] < n)
    for (CardId c : g.zone_of(f.seat, zone::kDiscard)) {
      if (c == f.source) continue;  // this event goes to the pile once it has resolved (LCG-ABIL-3)
      ++f.v[2];
      raise_then(g, f, make_event(evt::kReturnHand, f.seat, f.source, c), 0);  // the top card (index 0)
      return StepResult::Continue;
    }
  g.stack.pop();
  return StepResult::Continue;
}
}  // namespace

const FrameKindDef<LcgState> it_binds_all_things_script = {"it-binds-all-things", 1, run};

Card it_binds_all_things(Card c) {
  c.text = "Action: put the top card of your discard pile into your hand (the top 2 cards instead while the Balance of the Force is with the light side).";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .scripted(script_kind(sc::it_binds_all_things))
                    .says(c.text));
}
}  // namespace sw::lcg
