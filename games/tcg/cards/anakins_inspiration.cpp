// Anakin's Inspiration (Light Side Battle card, AOTC 63): Pay 2 Force →
// choose an arena: until the battle phase ends, your units there have +20
// speed (the units there when it resolves, choose_arena.h; Scope::Phase, T5).
#include "tcg/cards/choose_arena.h"
#include "tcg/cards/helpers.h"

namespace sw::tcg {

namespace {
void inspire(TcgState& g, Frame& f, CardType arena, EventLog*) { lasting_in_arena(g, f.source, f.seat, arena, st::kSpeed, 20, Scope::Phase); }
using Script = ChooseArena<any_arena, inspire>;
}  // namespace

Card anakins_inspiration(Card c) {
  return with_own_script(c.with(Ability::action()
                                    .play_from_hand()
                                    .paid_by(fk::kPayForce, 2)
                                    .in_window(timing::kGeneral)
                                    .scripted(fk::kOwnScript)
                                    .says("Pay 2 Force → Choose an arena: until the battle phase ends, your units there have +20 speed.")),
                         Script::script());
}

}  // namespace sw::tcg
