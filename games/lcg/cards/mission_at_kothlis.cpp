// Mission at Kothlis (The Hunt for Skywalker objective, L01 8): "Influence.
// Increase your reserve value by 1 for each opponent in the game." The
// reserve mark Lemelisk's Ambition has (jtk::kReservePerOpponent,
// LcgState::reserve: opponents still in the game), counted while face up.
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card mission_at_kothlis(Card c) {
  c.text = "Influence. Your reserve value is 1 higher for each opponent in the game.";
  return c.with(cards::influence())
      .with(Ability::keyword_ability(jtk::kReservePerOpponent, 1).says("Your reserve value is 1 higher for each opponent in the game."));
}
}  // namespace sw::lcg
