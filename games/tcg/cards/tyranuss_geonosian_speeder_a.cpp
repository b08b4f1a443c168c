// Tyranus's Geonosian Speeder (A) (Dark Side Ground unit, AOTC 52): [tap] →
// its controller may find a Battle card in the deck, reveal it and take it
// into the hand, then shuffles the deck (TCG-GLOSS-13/14); in the build step
// only (TCG-ABIL-4, TCG-BUILD-1g), once per turn.
#include "tcg/cards/script.h"

namespace sw::tcg {

namespace {
bool battle_card(const TcgState& g, CardId, CardId c) { return g.fx(c).type == kBattle; }
}  // namespace

extern const CardScript tyranuss_geonosian_speeder_a_script =
    CardScript::picking("tyranuss-geonosian-speeder-a", "you may take a Battle card from your deck into your hand.",
                        Pick::search_deck(battle_card));

Card tyranuss_geonosian_speeder_a(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kBuildStep)
                    .exhaust_cost()
                    .limit_per(Scope::Turn)
                    .scripted(fk::kScript)
                    .says("[tap] → You may find a Battle card in your deck, reveal it and add it to your hand; shuffle your "
                          "deck afterwards. (Your build step only.)"));
}

}  // namespace sw::tcg
