// Battle Fatigue (neutral Battle card, AOTC 5): Pay 2 Force → choose an arena
// in which nothing has attacked yet this turn: until the battle phase ends,
// all units there have -1 power. The arenas where a unit attacked this turn
// (A4) are in TcgState::turn_marks; "all units" are both sides' units there
// when it resolves (choose_arena.h); until the Battle phase ends
// (Scope::Phase, T5).
#include "tcg/cards/choose_arena.h"
#include "tcg/cards/helpers.h"

namespace sw::tcg {

namespace {
bool unattacked(const TcgState& g, int arena) { return !(g.turn_marks & (1u << arena)); }
bool unattacked_arena(const TcgState& g, const Frame&, int arena) { return unattacked(g, arena); }
bool some_unattacked(const TcgState& g, CardId) { return unattacked(g, 0) || unattacked(g, 1) || unattacked(g, 2); }
void weaken(TcgState& g, Frame& f, CardType arena, EventLog*) { lasting_in_arena(g, f.source, -1, arena, st::kPower, -1, Scope::Phase); }
using Script = ChooseArena<unattacked_arena, weaken>;
}  // namespace

Card battle_fatigue(Card c) {
  return with_own_script(c.with(Ability::action()
                                    .play_from_hand()
                                    .paid_by(fk::kPayForce, 2)
                                    .in_window(timing::kGeneral)
                                    .only_if(some_unattacked)
                                    .scripted(fk::kOwnScript)
                                    .says("Pay 2 Force → Choose an arena in which nothing has attacked yet this turn: until the battle phase ends, all units there have -1 power.")),
                         Script::script());
}

}  // namespace sw::tcg
