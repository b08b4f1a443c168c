// Interference in the Senate (Dark Side Battle card, AOTC 20): Pay 10 Force →
// choose an arena: until the battle phase ends, your opponent's units there
// have -20 speed and -2 power (the units there when it resolves,
// choose_arena.h; Scope::Phase, T5).
#include "tcg/cards/choose_arena.h"
#include "tcg/cards/helpers.h"

namespace sw::tcg {

namespace {
void hinder(TcgState& g, Frame& f, CardType arena, EventLog*) {
  const int opp = g.opponent_of(f.seat);
  lasting_in_arena(g, f.source, opp, arena, st::kSpeed, -20, Scope::Phase);
  lasting_in_arena(g, f.source, opp, arena, st::kPower, -2, Scope::Phase);
}
using Script = ChooseArena<any_arena, hinder>;
}  // namespace

Card interference_in_the_senate(Card c) {
  return with_own_script(c.with(Ability::action()
                                    .play_from_hand()
                                    .paid_by(fk::kPayForce, 10)
                                    .in_window(timing::kGeneral)
                                    .scripted(fk::kOwnScript)
                                    .says("Pay 10 Force → Choose an arena: until the battle phase ends, your opponent's units there have -20 speed and -2 power.")),
                         Script::script());
}

}  // namespace sw::tcg
