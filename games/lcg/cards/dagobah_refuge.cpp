// Dagobah Refuge (The Hunt for Skywalker objective, L01 3): "Influence.
// Reaction: After your turn begins, remove up to 2 damage from Luke
// Skywalker." Your turn begins: its Balance phase begins (phase_begins(Phase::Balance),
// the turn's first event). It removes as much as it can, up to 2 (the
// player who wants less declines the reaction). Face up only.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
CardId damaged_luke(const LcgState& g, CardId self) {
  for (CardId c : g.zone_of(g.controller_of(self), zone::kPlay))
    if (g.type(c) == kUnit && engine::keyword(g, c, hfs::kLuke) > 0 && g.cards[c].damage > 0) return c;
  return kNoCard;
}
bool your_turn_begins(const LcgState& g, CardId self, const Event& e) {
  return e.amount == static_cast<int>(Phase::Balance) && e.seat == g.controller_of(self);
}
bool luke_damaged(const LcgState& g, CardId self) { return cards::face_up(g, self) && damaged_luke(g, self) != kNoCard; }
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  const CardId luke = damaged_luke(g, f.source);
  if (f.step == 0 && luke != kNoCard) {
    raise_then(g, f, make_event(ev::kHeal, f.seat, f.source, luke, 2), 1);
    return StepResult::Continue;
  }
  g.stack.pop();
  return StepResult::Continue;
}
}  // namespace

const FrameKindDef<LcgState> dagobah_refuge_script = {"dagobah-refuge", 2, run};

Card dagobah_refuge(Card c) {
  c.text = "Influence. Reaction: after your turn begins, remove up to 2 damage from Luke Skywalker.";
  return c.with(cards::influence())
      .with(Ability::reaction(phase_begins(Phase::Balance))
                .only_when(your_turn_begins)
                .only_if(luke_damaged)
                .scripted(script_kind(sc::dagobah_refuge))
                .says("Reaction: after your turn begins, remove up to 2 damage from Luke Skywalker."));
}
}  // namespace sw::lcg
