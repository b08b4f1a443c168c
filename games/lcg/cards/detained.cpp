// Detained (Imperial Navy event, set 32): "Reaction: After an attacking
// enemy Character or Droid unit resolves a strike, capture that unit at any
// dark side objective." The strike's event (evt::kStrike, flow/strike.cpp)
// names the striker as its source; the shared capture step (cards/
// capture.cpp) lets the Dark Side choose the objective (LCG-CAPTURE-2).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
bool enemy_attacker_struck(const LcgState& g, CardId self, const Event& e) {
  const CardId s = e.source;
  return g.in_play(s) && g.type(s) == kUnit && g.extra[s].role == role::kAttacker &&
         g.enemies(g.controller_of(s), g.controller_of(self)) && g.has_trait(s, trait::kCharacter | trait::kDroid) &&
         cards::capturable(g, g.controller_of(self), s);
}
}  // namespace
Card detained(Card c) {
  c.text = "Reaction: after an attacking enemy Character or Droid unit resolves a strike, capture it at any Dark Side objective.";
  return c.with(Ability::reaction(evt::kStrike)
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .only_when(enemy_attacker_struck)
                    .does(Verb::Capture, Who::EventSource)
                    .scripted(script_kind(sc::capture))
                    .says(c.text));
}
}  // namespace sw::lcg
