// Lambda-class Shuttle (Jerjerrod's Task unit, D01 32): "Reaction: After this
// unit generates a resource, remove 1 focus token from another unit you
// control." A reaction to its own evt::kGenerate (the payment frame raises
// one per producer), the unit chosen as the target.
#include "lcg/cards/helpers.h"
namespace sw::lcg {
namespace {
bool this_generated(const LcgState&, CardId self, const Event& e) { return e.target == self && e.amount > 0; }
bool another_focused_unit(const LcgState& g, CardId self, CardId t) {
  return t != self && cards::is_unit(g, t) && g.cards[t].focus > 0 && g.controller_of(t) == g.controller_of(self);
}
}  // namespace
Card lambda_class_shuttle(Card c) {
  c.text = "Reaction: after this unit generates a resource, remove 1 focus token from another unit you control.";
  return c.with(Ability::reaction(evt::kGenerate)
                    .only_when(this_generated)
                    .choose(Whose::Any, another_focused_unit)
                    .does(Verb::Raise, Who::Target, 1, evt::kUnfocus)
                    .says(c.text));
}
}  // namespace sw::lcg
