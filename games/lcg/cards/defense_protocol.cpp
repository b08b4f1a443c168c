// Defense Protocol (Imperial Navy objective, set 30): "Reaction: After your
// draw phase begins, reduce your reserve value by 1 (until the end of the
// phase) to deal 1 damage to a target unit." The reserve value is the
// affiliation card's (LCG-DRAW-3); the cost is a lasting -1 on it until the
// phase ends, then the damage (a card script: two steps).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

StepResult run(LcgState& g, Frame& f, EventLog* log) {
  if (f.step == 0) {
    const CardId aff = g.affiliation_card(f.seat);
    const CardId t = f.v[0] >= 0 ? static_cast<CardId>(f.v[0]) : kNoCard;
    if (aff != kNoCard && t != kNoCard) {
      g.add_lasting(Lasting{f.source, aff, st::kReserve, Scope::Phase, -1});
      LCG_LOG(g, log, "ability", f.seat, g.seat_name(f.seat) + "'s reserve value is 1 lower until the end of the phase.");
      raise_then(g, f, make_event(ev::kDamage, f.seat, f.source, t, 1), 1);
      return StepResult::Continue;
    }
  }
  take_raised(g, f);
  g.stack.pop();
  return StepResult::Continue;
}

}  // namespace

const FrameKindDef<LcgState> defense_protocol_script = {"defense-protocol", 2, run};

Card defense_protocol(Card c) {
  c.text = "Reaction: after your draw phase begins, lower your reserve value by 1 until the end of the phase to deal 1 damage to a target unit.";
  return c.with(Ability::reaction(phase_begins(Phase::Draw))
                    .only_when(cards::own_draw_phase_begins)
                    .choose(Whose::Any, cards::unit)
                    .scripted(script_kind(sc::defense_protocol))
                    .says(c.text));
}
}  // namespace sw::lcg
