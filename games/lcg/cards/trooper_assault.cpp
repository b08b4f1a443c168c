// Trooper Assault (Imperial Navy event, set 32): "Action: Each attacking
// Trooper unit gains [Unit Damage] [Blast Damage] until the end of the
// engagement." The units are those attacking as it resolves; each gets a
// lasting +1 normal unit damage and +1 normal blast damage icon that ends
// with the engagement (Scope::Attack: conflict.cpp starts a new one when an
// engagement ends). A script: the effect is about every matching unit.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

StepResult run(LcgState& g, Frame& f, EventLog* log) {
  for (int s = 0; s < g.seats; ++s)
    for (CardId c : g.zone_of(s, zone::kPlay))
      if (g.type(c) == kUnit && g.extra[c].role == role::kAttacker && g.has_trait(c, trait::kTrooper)) {
        g.add_lasting(Lasting{f.source, c, st::kUD, Scope::Attack, 1});
        g.add_lasting(Lasting{f.source, c, st::kBD, Scope::Attack, 1});
        LCG_LOG(g, log, "effect", f.seat, std::string(g.fx(c).name) + " gains a unit damage and a blast damage icon.");
      }
  g.stack.pop();
  return StepResult::Continue;
}

}  // namespace

const FrameKindDef<LcgState> trooper_assault_script = {"trooper-assault", 1, run};

Card trooper_assault(Card c) {
  c.text = "Action: until the engagement ends, every attacking Trooper unit gains one unit damage and one blast damage icon.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .scripted(script_kind(sc::trooper_assault))
                    .says(c.text));
}
}  // namespace sw::lcg
