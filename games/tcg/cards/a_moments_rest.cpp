// A Moment's Rest (Light Side Mission, AOTC 29): choose a unit of yours. For
// the rest of the turn, all damage to it is prevented. Its text is carried
// out when it is completed (timing::kComplete, TCG-BUILD-7): a lasting mark
// st::kNoDamage on the chosen unit until the turn ends (Scope::Turn, dropped
// at the next Ready phase, TCG-TURN-5). While it lasts, damage to the unit
// from any source opens no prevent window and places no counters
// (cards/prevent.h: damage_to_place, TcgState::before_resolve). With no unit
// of yours in an arena the Mission is completed and does nothing.
#include "tcg/cards/helpers.h"

namespace sw::tcg {

Card a_moments_rest(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kComplete)
                    .choose(Whose::Friendly, unit_in_arena)
                    .does(Verb::Lasting, Who::Target, 1, st::kNoDamage, Scope::Turn)
                    .says("Choose a unit of yours. For the rest of the turn, all damage to it is prevented."));
}

}  // namespace sw::tcg
