// Splinter the Republic (Dark Side Mission, AOTC 107): when completed
// (TCG-BUILD-7), its owner may find in the deck a card with the same name
// (TCG-CARD-5: the English name) as a unit of theirs in an arena, reveal it
// and take it into the hand; then shuffles the deck (TCG-GLOSS-13/14).
#include <cstring>
#include "tcg/cards/script.h"

namespace sw::tcg {

namespace {
bool shares_a_name(const TcgState& g, CardId self, CardId c) {
  for (CardId u : g.zone_of(g.cards[self].owner, zone::kPlay))
    if (std::strcmp(g.fx(u).name, g.fx(c).name) == 0) return true;
  return false;
}
}  // namespace

extern const CardScript splinter_the_republic_script =
    CardScript::picking("splinter-the-republic",
                        "you may take a card from your deck that shares its name with a unit of yours in an arena.",
                        Pick::search_deck(shares_a_name));

Card splinter_the_republic(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kComplete)
                    .scripted(fk::kScript)
                    .says("You may find in your deck a card that shares its name with a unit of yours in an arena, reveal it "
                          "and add it to your hand; shuffle your deck afterwards."));
}

}  // namespace sw::tcg
