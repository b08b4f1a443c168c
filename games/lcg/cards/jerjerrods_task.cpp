// Jerjerrod's Task (Jerjerrod's Task objective, D01 5, seven copies): "X is
// twice the number of light side players that started the game. Action:
// During your turn, spend 1 resource to put this objective into play from
// your hand. Then, draw 1 card. (Limit 1 per turn.)" (its damage capacity is
// X). MP-JT-8/9: the only way it leaves the hand for play (objectives are
// never deployed); no Force icon, so in an edge stack it is a bluff.
// X: the rule mark jtk::kCapacityPerLightPlayer (LcgState::stat). The limit
// counts the copies together, as every "Limit 1 per turn" of a card played
// from hand does (LcgState::may_use; docs/rulings.md, "Card limits").
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

// Steps: 0 it enters play; 1 draw 1; 2 done.
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  switch (f.step) {
    case 0:
      raise_then(g, f, make_event(ev::kEnterPlay, f.seat, f.source, f.source), 1);
      return StepResult::Continue;
    case 1:
      if (g.in_play(f.source)) {  // "Then": only once it is in play
        raise_then(g, f, make_event(ev::kDraw, f.seat, f.source, kNoCard, 1), 2);
        return StepResult::Continue;
      }
      [[fallthrough]];
    default:
      g.stack.pop();
      return StepResult::Continue;
  }
}

}  // namespace

const FrameKindDef<LcgState> jerjerrods_task_script = {"jerjerrods-task", 3, run};

Card jerjerrods_task(Card c) {
  c.text = "X is twice the number of Light Side players who started the game. Action: during your turn, spend 1 "
           "resource to put this objective into play from your hand, then draw 1 card (once per turn for all your "
           "copies).";
  return c.with(Ability::keyword_ability(jtk::kCapacityPerLightPlayer, 2)
                    .says("Damage capacity X: twice the number of Light Side players who started the game."))
      .with(Ability::action()
                .play_from_hand()
                .paid_by(fk::kPay, 1)
                .only_if(cards::your_turn)
                .limit_per(Scope::Turn)
                .scripted(script_kind(sc::jerjerrods_task))
                .says("Action: during your turn, spend 1 resource to put this objective into play from your hand, then "
                      "draw 1 card (once per turn for all your copies)."));
}
}  // namespace sw::lcg
