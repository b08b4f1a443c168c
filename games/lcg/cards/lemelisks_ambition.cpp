// Lemelisk's Ambition (Jerjerrod's Task objective, D01 2): "Increase your
// reserve value by 1 for each opponent in the game." A rule mark
// (jtk::kReservePerOpponent): LcgState::reserve adds 1 for each opponent
// still in the game (one Fully Armed eliminated is not, MP-JT-6).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card lemelisks_ambition(Card c) {
  c.text = "Your reserve value is 1 higher for each opponent still in the game.";
  return c.with(Ability::keyword_ability(jtk::kReservePerOpponent, 1).says(c.text));
}
}  // namespace sw::lcg
