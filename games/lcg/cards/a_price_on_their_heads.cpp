// A Price on Their Heads (Scum and Villainy event, Balance of the Force set
// 96): "Action: Target up to 2 units, each controlled by a different light
// side player. Capture each targeted unit." In the two-player game one Light
// Side player: one unit. In 2v2 a second unit of the other Light Side player
// may be targeted too (the shared step of cards/two_targets.h). Each is then
// captured through the shared capture step (LCG-CAPTURE: under a Dark Side
// objective its player chooses, LCG-CAPTURE-2).
#include "lcg/cards/two_targets.h"
namespace sw::lcg {
namespace {
bool capturable_unit(const LcgState& g, CardId self, CardId t) {
  return cards::is_unit(g, t) && g.side_of_seat(g.controller_of(t)) == kLight &&
         cards::capturable(g, g.cards[self].owner, t);
}
void capture(LcgState& g, Frame& f, CardId t) { push_capture(g, f.seat, f.source, t); }
constexpr TwoTargets kPriceOnTheirHeads = {
    "A Price on Their Heads: you may target a unit of the other Light Side player too, or done.", light_side_player,
    capturable_unit, capture};
}  // namespace

const FrameKindDef<LcgState> a_price_on_their_heads_script =
    two_targets_kind<kPriceOnTheirHeads>("a-price-on-their-heads");

Card a_price_on_their_heads(Card c) {
  c.text = "Action: target up to 2 units, each controlled by a different light side player, and capture each of them.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .choose(Whose::Enemy, capturable_unit)
                    .scripted(script_kind(sc::a_price_on_their_heads))
                    .says(c.text));
}
}  // namespace sw::lcg
