// Jedi Council Summons (Light Side Mission, AOTC 25): when completed
// (TCG-BUILD-7), its owner may find a Jedi card in the deck, reveal it and
// take it into the hand; then shuffles the deck (TCG-GLOSS-13/14) and gains
// 1 Force.
#include "tcg/cards/counting.h"
#include "tcg/cards/script.h"

namespace sw::tcg {

namespace {
bool jedi_card(const TcgState& g, CardId, CardId c) { return card_has_subtype(g, c, "Jedi"); }
void force_up(TcgState& g, Frame& f, EventLog* log) { change_force(g, script_owner(f), 1, log); }
}  // namespace

extern const CardScript jedi_council_summons_script =
    CardScript::picking("jedi-council-summons", "you may take a Jedi card from your deck into your hand.",
                        Pick::search_deck(jedi_card), force_up);

Card jedi_council_summons(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kComplete)
                    .scripted(fk::kScript)
                    .says("You may find a Jedi card in your deck, reveal it and add it to your hand. Shuffle your deck "
                          "afterwards, and your Force goes up by 1."));
}

}  // namespace sw::tcg
