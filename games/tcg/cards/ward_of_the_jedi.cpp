// Ward of the Jedi (Light Side Battle card, AOTC 56): Pay 4 Force → choose a
// unit of yours. For the rest of the turn, it can't be attacked as long as
// another unit of yours is in its arena. The mark st::kWard (Scope::Turn):
// TcgState::can_target refuses it as a target while another unit of its side
// is in its arena (TCG-GEN-3: "can't" beats "can"; TCG2-TARGET-4: asked when
// a target is declared, so an attack already declared goes on).
#include "tcg/cards/helpers.h"

namespace sw::tcg {

Card ward_of_the_jedi(Card c) {
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPayForce, 4)
                    .in_window(timing::kGeneral)
                    .choose(Whose::Friendly, unit_in_arena)
                    .does(Verb::Lasting, Who::Target, 1, st::kWard, Scope::Turn)
                    .says("Pay 4 Force → Choose a unit of yours. For the rest of the turn, it can't be attacked as long as another unit of yours is in its arena."));
}

}  // namespace sw::tcg
