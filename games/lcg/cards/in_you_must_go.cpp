// In You Must Go (Jedi objective, set 2): "Reduce the cost of the first
// enhancement you play each turn by 1." A cost modifier reaches a card in
// hand through LcgState::cost_of; LcgSeat::enhancement_turn says whether an
// enhancement was played this turn already (flow/window.cpp, deploying).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
namespace {
bool first_enhancement_this_turn(const LcgState& g, CardId self, CardId t) {
  return cards::is_enhancement(g, t) && !g.in_play(t) &&
         g.seat_info[g.controller_of(self)].enhancement_turn != static_cast<uint32_t>(g.turn) + 1;
}
}  // namespace
Card in_you_must_go(Card c) {
  c.text = "The first enhancement you play each turn costs 1 less.";
  return c.with(Ability::constant(st::kCost, -1, Whose::Yours).applies_to(first_enhancement_this_turn).says(c.text));
}
}  // namespace sw::lcg
