// Smuggling Shipment (Smugglers and Spies event, Balance of the Force set
// 93): "Action: Target up to 2 resource generating cards, each controlled by
// a different friendly player. Remove 1 focus token from each targeted card."
// A resource generating card has a resource value (LCG-RES-1): objectives,
// the affiliation card, some units and enhancements; a target has a focus
// token to remove. In the two-player game the only friendly player is you:
// one card. In 2v2 a second card of your teammate may be targeted (the
// shared step of cards/two_targets.h).
#include "lcg/cards/two_targets.h"
namespace sw::lcg {
namespace {
bool focused_resource_card(const LcgState& g, CardId, CardId t) {
  return g.in_play(t) && g.fx(t).resources > 0 && g.cards[t].focus > 0;
}
void remove_1_focus(LcgState& g, Frame& f, CardId t) {
  raise_then(g, f, make_event(evt::kUnfocus, f.seat, f.source, t, 1), f.step);
}
constexpr TwoTargets kSmugglingShipment = {
    "Smuggling Shipment: you may target a resource card of your teammate too, or done.", friendly_player,
    focused_resource_card, remove_1_focus};
}  // namespace

const FrameKindDef<LcgState> smuggling_shipment_script = two_targets_kind<kSmugglingShipment>("smuggling-shipment");

Card smuggling_shipment(Card c) {
  c.text = "Action: target up to 2 resource generating cards, each controlled by a different friendly player; remove 1 "
           "focus token from each of them.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .choose(Whose::Friendly, focused_resource_card)
                    .scripted(script_kind(sc::smuggling_shipment))
                    .says(c.text));
}
}  // namespace sw::lcg
