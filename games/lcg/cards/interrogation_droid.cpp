// Interrogation Droid (Sith unit, set 24): "Reaction: After this unit enters
// play, discard 1 card at random from each opponent's hand." A card script
// without choices: one random discard (the game's RNG) per enemy seat.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

// v[2] = the next seat to look at; each discard is an event (evt::kDiscardHand).
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  for (int s = f.v[2]; s < g.seats; ++s) {
    if (!g.enemies(s, f.seat)) continue;
    const CardId c = cards::random_hand_card(g, s);
    if (c == kNoCard) continue;
    f.v[2] = s + 1;
    raise_then(g, f, make_event(evt::kDiscardHand, s, f.source, c), 0);
    return StepResult::Continue;
  }
  g.stack.pop();
  return StepResult::Continue;
}

}  // namespace

const FrameKindDef<LcgState> interrogation_droid_script = {"interrogation-droid", 1, run};

Card interrogation_droid(Card c) {
  c.text = "Reaction: after this unit enters play, each opponent discards 1 card at random from hand.";
  return c.with(Ability::reaction(ev::kEnterPlay)
                    .only_when(cards::this_card)
                    .scripted(script_kind(sc::interrogation_droid))
                    .says(c.text));
}
}  // namespace sw::lcg
