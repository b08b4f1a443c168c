// Hero's Flaw (neutral Battle card, AOTC 19): Pay 3 Force → choose a
// Character of your opponent. For the rest of the turn, your Characters have
// Critical Hit 2 whenever they attack that Character. The mark
// st::kCritAgainst (+2, Scope::Turn) on that Character: the attack flow adds
// it to the attacker's Critical Hit at the roll (OQ-TCG-21, TCG-KW-3: it
// stacks with the attacker's own). Only Characters attack a Character (the
// Character arena has no Bombard or Ion Cannon), and only the opponent's.
#include "tcg/cards/helpers.h"

namespace sw::tcg {

namespace {
bool character(const TcgState& g, CardId, CardId t) { return g.in_arena(t, kCharacter); }
}  // namespace

Card heros_flaw(Card c) {
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPayForce, 3)
                    .in_window(timing::kGeneral)
                    .choose(Whose::Enemy, character)
                    .does(Verb::Lasting, Who::Target, 2, st::kCritAgainst, Scope::Turn)
                    .says("Pay 3 Force → Choose a Character of your opponent. For the rest of the turn, your Characters have Critical Hit 2 whenever they attack that Character."));
}

}  // namespace sw::tcg
