// Rogue Squadron Backup (The Hunt for Skywalker unit, L01 23): "Reaction:
// After this unit is focused to strike as an attacker, discard the top X
// cards of the defending player's deck. X is twice the number of dark side
// players that started the game." Focused to strike: the strike's own focus
// event (cards::this_focused_to_strike).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
bool focused_to_strike_attacking(const LcgState& g, CardId self, const Event& e) {
  return cards::this_focused_to_strike(g, self, e) && g.extra[self].role == role::kAttacker && g.eng.defender >= 0;
}
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (f.step == 0 && g.eng.defender >= 0) {
    raise_then(g, f, make_event(ev::kMill, g.eng.defender, f.source, kNoCard, 2 * g.started(kDark)), 1);
    return StepResult::Continue;
  }
  g.stack.pop();
  return StepResult::Continue;
}
}  // namespace

const FrameKindDef<LcgState> rogue_squadron_backup_script = {"rogue-squadron-backup", 2, run};

Card rogue_squadron_backup(Card c) {
  c.text = "Reaction: after this unit is focused to strike as an attacker, discard the top X cards of the defending "
           "player's deck. X is twice the number of Dark Side players who started the game.";
  return c.with(Ability::reaction(ev::kFocus)
                    .only_when(focused_to_strike_attacking)
                    .scripted(script_kind(sc::rogue_squadron_backup))
                    .says(c.text));
}
}  // namespace sw::lcg
