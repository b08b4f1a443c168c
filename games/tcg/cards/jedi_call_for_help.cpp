// Jedi Call for Help (Light Side Mission, AOTC 24): it may be completed only
// while its owner has a Jedi in the Character arena; then the owner may find
// a unit card in the deck, reveal it and take it into the hand, and shuffles
// the deck (TCG-BUILD-7, TCG-GLOSS-13/14). The search is a prompt listing
// the matching cards (hidden from the opponent); the log shows the one taken.
#include "tcg/cards/counting.h"
#include "tcg/cards/script.h"

namespace sw::tcg {

namespace {
bool jedi_in_character_arena(const TcgState& g, CardId self) {
  for (CardId c : g.units_in(g.cards[self].owner, kCharacter))
    if (has_subtype(g, c, "Jedi")) return true;
  return false;
}
bool unit_card(const TcgState& g, CardId, CardId c) { return g.is_unit_card(c); }
}  // namespace

extern const CardScript jedi_call_for_help_script =
    CardScript::picking("jedi-call-for-help", "you may take a unit card from your deck into your hand.",
                        Pick::search_deck(unit_card));

Card jedi_call_for_help(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kComplete)
                    .only_if(jedi_in_character_arena)
                    .scripted(fk::kScript)
                    .says("Completing this Mission needs a Jedi of yours in the Character arena. You may find a unit card in "
                          "your deck, reveal it and add it to your hand; shuffle your deck afterwards."));
}

}  // namespace sw::tcg
