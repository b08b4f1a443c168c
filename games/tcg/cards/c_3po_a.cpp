// C-3PO (A) (Light Side Character, AOTC 67): [tap], discard 2 cards from
// your hand → Draw 2; in its controller's build step only (TCG-ABIL-4,
// TCG-BUILD-1g), once per turn. The discard is part of the cost
// (TCG-ABIL-3): usable only with 2 cards in hand; the owner picks them
// (a secret prompt), then draws.
#include "tcg/cards/script.h"

namespace sw::tcg {

namespace {
bool two_in_hand(const TcgState& g, CardId self) { return g.zone_of(g.cards[self].controller, zone::kHand).size() >= 2; }
void draw_two(TcgState& g, Frame& f, EventLog* log) { g.draw(script_owner(f), 2, log); }
}  // namespace

extern const CardScript c_3po_a_script =
    CardScript::picking("c-3po-a", "choose a card in your hand to discard (2 in all), then draw 2.", Pick::discard_from_hand(2),
                        draw_two);

Card c_3po_a(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kBuildStep)
                    .exhaust_cost()
                    .only_if(two_in_hand)
                    .limit_per(Scope::Turn)
                    .scripted(fk::kScript)
                    .says("[tap], discard 2 cards from your hand → Draw 2. (Your build step only.)"));
}

}  // namespace sw::tcg
