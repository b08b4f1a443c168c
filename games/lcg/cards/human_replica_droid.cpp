// Human Replica Droid (neutral unit, set 36): "Reaction: After you win an
// edge battle, put this unit into play from your hand as a participating
// unit on your side." A reaction of the card in hand (C12: outside its
// Deployment phase; put into play, so no cost, LCG-TERMS-7); it joins the
// engagement as an attacker or a defender, on the side of its controller.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

bool you_won_edge(const LcgState& g, CardId self, const Event& e) { return e.seat == g.controller_of(self); }

// Steps: 0 it enters play; 1 it participates.
StepResult run(LcgState& g, Frame& f, EventLog* log) {
  take_raised(g, f);
  if (f.step == 0) {
    raise_then(g, f, make_event(ev::kEnterPlay, f.seat, f.source, f.source), 1);
    return StepResult::Continue;
  }
  const CardId c = f.source;
  if (g.in_play(c) && g.eng.objective != kNoCard && (f.seat == g.eng.attacker || f.seat == g.eng.defender)) {
    g.extra[c].role = f.seat == g.eng.attacker ? role::kAttacker : role::kDefender;  // LCG-CONFLICT-8
    LCG_LOG(g, log, f.seat == g.eng.attacker ? "attack" : "defend", f.seat,
             std::string(g.fx(c).name) + " joins the engagement.");
  }
  g.stack.pop();
  return StepResult::Continue;
}

}  // namespace

const FrameKindDef<LcgState> human_replica_droid_script = {"human-replica-droid", 2, run};

Card human_replica_droid(Card c) {
  c.text = "Reaction: after you win an edge battle, put this unit into play from your hand, participating on your side.";
  return c.with(Ability::reaction(evt::kEdgeWon)
                    .play_from_hand()
                    .only_when(you_won_edge)
                    .scripted(script_kind(sc::human_replica_droid))
                    .says(c.text));
}
}  // namespace sw::lcg
