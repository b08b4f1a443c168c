// Shared by the cards that roll again the attack dice the player chooses
// (Second Effort, Jar Jar Binks (A)): a card script (own_script.h) in which
// the card's player picks dice of the attack roll one at a time, in ascending
// order (die.<i>; at least one), then `finish` rolls them again (TCG-DICE-4:
// the new results replace the old).
#pragma once
#include "tcg/own_script.h"

namespace sw::tcg {

extern const OwnScript kPickDice;

}  // namespace sw::tcg
