// Tyranus's Edict (Dark Side Mission, AOTC 51): choose a unit of yours. For
// the rest of the turn, as long as it stays in an arena, no other unit of
// yours in that arena can be attacked. Its text is carried out when it is
// completed (timing::kComplete, TCG-BUILD-7): the mark st::kEdict on the
// chosen unit (Scope::Turn) makes TcgState::can_target refuse the other units
// of its side in its arena as targets (TCG-GEN-3); the mark is dropped when
// the unit leaves the arenas ("as long as it stays").
#include "tcg/cards/helpers.h"

namespace sw::tcg {

Card tyranuss_edict(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kComplete)
                    .choose(Whose::Friendly, unit_in_arena)
                    .does(Verb::Lasting, Who::Target, 1, st::kEdict, Scope::Turn)
                    .says("Choose a unit of yours. For the rest of the turn, as long as it stays in an arena, no other unit of yours in that arena can be attacked."));
}

}  // namespace sw::tcg
