// Boba Fett (Scum and Villainy unit, set 33): "Elite. Reaction: After this
// unit damages a Character unit, capture that unit." Elite is card data.
// The damage must have landed (a reaction answers a resolved event) and the
// unit must still be in play (a destroyed unit is not captured); it goes
// under a Dark Side objective of his controller's choice (LCG-CAPTURE-2:
// Boba Fett is no objective).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
bool damaged_a_character(const LcgState& g, CardId self, const Event& e) {
  return e.source == self && g.valid_card(e.target) && g.type(e.target) == kUnit &&
         g.has_trait(e.target, trait::kCharacter) && cards::capturable(g, g.controller_of(self), e.target);
}
}  // namespace
Card boba_fett(Card c) {
  c.text = "Elite. Reaction: after this unit damages a Character unit, capture that unit.";
  return c.with(Ability::reaction(ev::kDamage)
                    .only_when(damaged_a_character)
                    .does(Verb::Capture, Who::EventTarget)
                    .scripted(script_kind(sc::capture))
                    .says("Reaction: after this unit damages a Character unit, capture that unit."));
}
}  // namespace sw::lcg
