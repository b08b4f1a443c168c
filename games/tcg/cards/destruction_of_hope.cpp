// Destruction of Hope (Dark Side Mission, AOTC 15): when completed
// (TCG-BUILD-7), the opponent picks 2 cards in their hand and discards them
// (all, if fewer), then the owner's Force goes up by 1.
#include "tcg/cards/script.h"

namespace sw::tcg {

namespace {
void force_up(TcgState& g, Frame& f, EventLog* log) { change_force(g, script_owner(f), 1, log); }
}  // namespace

extern const CardScript destruction_of_hope_script =
    CardScript::picking("destruction-of-hope", "choose a card in your hand to discard (2 in all).",
                        Pick::discard_from_hand(2).by_opponent(), force_up);

Card destruction_of_hope(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kComplete)
                    .scripted(fk::kScript)
                    .says("Your opponent picks 2 cards in their hand and discards them; your Force goes up by 1."));
}

}  // namespace sw::tcg
