// Peace on Naboo (neutral Battle card, AOTC 161): For the rest of the turn, damage from Ground units is prevented. (Only before any unit in the Ground arena has attacked.)
// No cost: played from hand in a general window of the Battle phase
// (TCG-PLAY-3) while no unit of the Ground arena has attacked this turn
// (TcgState::turn_marks, set at A4). It records a lasting mark until the
// turn ends (st::kNoDamageFrom on the card, Scope::Turn); every damage from
// a Ground unit, to any unit of either side, is then 0 (cards/prevent.h:
// no prevent window opens for it, TcgState::before_resolve places none).
#include "tcg/cards/one_shot.h"
#include "tcg/cards/prevent.h"

namespace sw::tcg {

namespace {
bool before_ground_attacks(const TcgState& g, CardId) { return !(g.turn_marks & (1u << (kGround - kSpace))); }
}  // namespace

void peace_on_naboo_script(TcgState& g, const Frame& f, EventLog* log) {
  g.add_lasting(Lasting{f.source, f.source, st::kNoDamageFrom, Scope::Turn, static_cast<int16_t>(1 << kGround)});
  TCG_LOG(g, log, "prevent", f.seat, "For the rest of the turn, damage from Ground units is prevented.");
}

Card peace_on_naboo(Card c) {
  return c.with(Ability::action()
                    .play_from_hand()
                    .in_window(timing::kGeneral)
                    .only_if(before_ground_attacks)
                    .scripted(fk::kOneShot)
                    .says("For the rest of the turn, damage from Ground units is prevented. (Only before any unit in the Ground arena has attacked.)"));
}

}  // namespace sw::tcg
