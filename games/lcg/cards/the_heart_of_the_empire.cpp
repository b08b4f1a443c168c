// The Heart of the Empire (Sith objective, set 22): "Sith affiliation only.
// If this objective is destroyed, you lose the game." The affiliation lock is
// printed (facts: deck building, LCG-DECK-6); the loss is a printed flag the
// rules read when it is destroyed (rules.cpp, st::kLoseIfDestroyed).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card the_heart_of_the_empire(Card c) {
  c.text = "Sith affiliation only. If this objective is destroyed, its player loses the game.";
  c.stats[st::kLoseIfDestroyed] = 1;
  return c;
}
}  // namespace sw::lcg
