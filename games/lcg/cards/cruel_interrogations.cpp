// Cruel Interrogations (Sith objective, set 24): "Reaction: After this
// objective enters play, take 1 card at random from each opponent's hand.
// Capture those cards at this objective." A card script without choices: one
// random card (the game's RNG) per enemy seat, each captured face down under
// this objective by the shared capture event (ev::kCapture, which takes a card
// from any zone: LCG-CAPTURE-1/2).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

// v[2] = the next seat to take from.
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  for (int s = f.v[2]; s < g.seats && g.in_play(f.source); ++s) {
    if (!g.enemies(s, f.seat)) continue;
    const CardId c = cards::random_hand_card(g, s);
    if (c == kNoCard) continue;
    f.v[2] = s + 1;
    raise_then(g, f, make_event(ev::kCapture, f.seat, f.source, c), 0);
    return StepResult::Continue;
  }
  g.stack.pop();
  return StepResult::Continue;
}

}  // namespace

const FrameKindDef<LcgState> cruel_interrogations_script = {"cruel-interrogations", 1, run};

Card cruel_interrogations(Card c) {
  c.text = "Reaction: after this objective enters play, take 1 random card from each opponent's hand and capture it at this objective.";
  return c.with(Ability::reaction(ev::kEnterPlay)
                    .only_when(cards::this_card)
                    .scripted(script_kind(sc::cruel_interrogations))
                    .says(c.text));
}
}  // namespace sw::lcg
