// Admiral Piett (Jerjerrod's Task unit, D01 38): "Reaction: After a phase
// begins, remove 1 focus token from this unit." Any phase of any player's
// turn (every kind from evt::kPhaseBegins through kLastPhaseBegins), while
// it has a focus token.
#include "lcg/cards/helpers.h"
namespace sw::lcg {
namespace {
bool focused_self(const LcgState& g, CardId self, const Event&) { return g.cards[self].focus > 0; }
}  // namespace
Card admiral_piett(Card c) {
  c.text = "Reaction: after a phase begins, remove 1 focus token from this unit.";
  return c.with(Ability::reaction(evt::kPhaseBegins)
                    .or_through(evt::kLastPhaseBegins)
                    .only_when(focused_self)
                    .does(Verb::Raise, Who::Self, 1, evt::kUnfocus)
                    .says(c.text));
}
}  // namespace sw::lcg
