// Tear This Ship Apart (Imperial Navy event, set 32): "Limited. Action:
// Discard a target non-Limited enhancement from play." Limited is the
// card's keyword (facts: one Limited card per player each turn, any
// player's turn, C8 / LCG-KW-3); the discard is evt::kDiscardPlay (not a
// destruction, LCG-TERMS-6).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
namespace {
bool non_limited_enhancement(const LcgState& g, CardId, CardId t) {
  return cards::is_enhancement(g, t) && !(g.fx(t).keywords & kw::kLimited);
}
}  // namespace
Card tear_this_ship_apart(Card c) {
  c.text = "Limited. Action: discard a target enhancement in play that is not Limited.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .choose(Whose::Any, non_limited_enhancement)
                    .does(Verb::Raise, Who::Target, 0, evt::kDiscardPlay)
                    .says("Action: discard a target enhancement in play that is not Limited."));
}
}  // namespace sw::lcg
