// Lull in the Fighting (neutral Battle card, AOTC 150): For the rest of the turn, damage from Characters is prevented. (Only before any unit in the Character arena has attacked.)
// No cost: played from hand in a general window of the Battle phase
// (TCG-PLAY-3) while no unit of the Character arena has attacked this turn
// (TcgState::turn_marks, set at A4). It records a lasting mark until the
// turn ends (st::kNoDamageFrom on the card, Scope::Turn); every damage from
// a Character unit, to any unit of either side, is then 0 (cards/prevent.h:
// no prevent window opens for it, TcgState::before_resolve places none).
#include "tcg/cards/one_shot.h"
#include "tcg/cards/prevent.h"

namespace sw::tcg {

namespace {
bool before_character_attacks(const TcgState& g, CardId) { return !(g.turn_marks & (1u << (kCharacter - kSpace))); }
}  // namespace

void lull_in_the_fighting_script(TcgState& g, const Frame& f, EventLog* log) {
  g.add_lasting(Lasting{f.source, f.source, st::kNoDamageFrom, Scope::Turn, static_cast<int16_t>(1 << kCharacter)});
  TCG_LOG(g, log, "prevent", f.seat, "For the rest of the turn, damage from Characters is prevented.");
}

Card lull_in_the_fighting(Card c) {
  return c.with(Ability::action()
                    .play_from_hand()
                    .in_window(timing::kGeneral)
                    .only_if(before_character_attacks)
                    .scripted(fk::kOneShot)
                    .says("For the rest of the turn, damage from Characters is prevented. (Only before any unit in the Character arena has attacked.)"));
}

}  // namespace sw::tcg
