// Fixture cards for the unique rules beyond AOTC: Darth Vader (A), a Dark Side
// Character, the same person as Anakin Skywalker (TCG-UNIQUE-3, TCG-UNIQUE-7).
#include "fixture.h"

namespace {
using namespace sw;
using namespace sw::tcg;

const CardFacts kRows[] = {
    tcgs::row("darth-vader-a", "Darth Vader", 'A', 1, kDark, kCharacter, "Sith Lord", 6, 50, 5, 5, ""),
};

const bool kAdded = tcgs::add_fixture(kRows, 1);
}  // namespace
