// Slumming on Coruscant (neutral Mission, AOTC 168): when completed
// (TCG-BUILD-7), its owner sees the opponent's hand (a private log line,
// TCG-ZONE-3); if it holds Battle or Mission cards, the owner chooses one of
// them and the opponent discards it.
#include "tcg/cards/script.h"

namespace sw::tcg {

namespace {
bool battle_or_mission(const TcgState& g, CardId, CardId c) { return g.fx(c).type == kBattle || g.fx(c).type == kMission; }
void see(TcgState& g, Frame& f, EventLog* log) { see_opponents_hand(g, script_owner(f), log); }
}  // namespace

extern const CardScript slumming_on_coruscant_script =
    CardScript::picking("slumming-on-coruscant", "choose a Battle or Mission card in your opponent's hand: they discard it.",
                        Pick::discard_from_hand(1).of_opponent().matching(battle_or_mission))
        .first(see);

Card slumming_on_coruscant(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kComplete)
                    .scripted(fk::kScript)
                    .says("See your opponent's hand. If there are Battle or Mission cards in it, choose one: your opponent "
                          "discards it."));
}

}  // namespace sw::tcg
