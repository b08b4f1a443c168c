// Jedi Mind Trick (Jedi event, sets 3 and 7): "Action: Place 1 focus token on
// a target Character or Creature unit. If the Balance of the Force is with the
// light side, place 2 focus tokens on that unit instead." The number depends
// on the Balance when it resolves: a small script (cards/scripts.h).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
StepResult run(LcgState& g, Frame& f, EventLog*) {
  if (f.step == 0) {
    const CardId t = f.v[0] < 0 ? kNoCard : static_cast<CardId>(f.v[0]);
    if (g.in_play(t)) {
      raise_then(g, f, make_event(ev::kFocus, f.seat, f.source, t, g.balance == kLight ? 2 : 1), 1);
      return StepResult::Continue;
    }
  }
  take_raised(g, f);
  g.stack.pop();
  return StepResult::Continue;
}
}  // namespace

const FrameKindDef<LcgState> jedi_mind_trick_script = {"jedi-mind-trick", 2, run};

Card jedi_mind_trick(Card c) {
  c.text = "Action: place 1 focus token on a target Character or Creature unit (2 focus tokens instead while the Balance of the Force is with the light side).";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .choose(Whose::Any, cards::unit_with<trait::kCharacter | trait::kCreature>)
                    .scripted(script_kind(sc::jedi_mind_trick))
                    .says(c.text));
}
}  // namespace sw::lcg
