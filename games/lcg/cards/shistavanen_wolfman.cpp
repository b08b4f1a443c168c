// Shistavanen Wolfman (neutral Light Side unit, Balance of the Force set
// 91). Edge (1) (card data). Reaction, used from its owner's discard pile
// (AbilityDef::from_discard): once its side has won a Force struggle by 3
// Force icons or more (evt::kStruggleWon's amount; in 2v2 the team's
// struggle, MP-GEN-22), its owner puts it into play from there, under his
// control. Put into play, not played (LCG-TERMS-7): no cost; the enter-play
// event has no source card, so "after you play" texts do not answer it.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
bool won_by_three_or_more(const LcgState& g, CardId self, const Event& e) {
  return e.amount >= 3 && e.seat >= 0 && !g.enemies(e.seat, g.cards[self].owner);
}
// Step 0 it enters play; step 1 done.
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (f.step == 0 && g.cards[f.source].zone == zone::kDiscard) {
    raise_then(g, f, make_event(ev::kEnterPlay, f.seat, kNoCard, f.source), 1);
    return StepResult::Continue;
  }
  g.stack.pop();
  return StepResult::Continue;
}
}  // namespace

const FrameKindDef<LcgState> shistavanen_wolfman_script = {"shistavanen-wolfman", 2, run};

Card shistavanen_wolfman(Card c) {
  c.text = "Edge (1). Reaction: after you win a Force struggle by 3 Force icons or more, put this unit into play from your "
           "discard pile.";
  return c.with(Ability::reaction(evt::kStruggleWon)
                    .from_discard_pile()
                    .only_when(won_by_three_or_more)
                    .scripted(script_kind(sc::shistavanen_wolfman))
                    .says("Reaction: after you win a Force struggle by 3 Force icons or more, put this unit into play from "
                          "your discard pile."));
}
}  // namespace sw::lcg
