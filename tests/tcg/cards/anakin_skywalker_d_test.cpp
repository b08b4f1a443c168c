// Anakin Skywalker (D): "Pay 1 Force → Evade 1."
#include "prevent_fixture.h"

using namespace tcgt;

TEST_CASE("Anakin Skywalker (D): pay 1 Force in the prevent window, Evade 1 prevents up to 1 of the damage to Anakin, not offered without the Force (TCG-KW-1, TCG-KW-5, TCG-PLAY-4c, TCG-ABIL-5, TCG-FORCE-3)", "[tcg][tcg-cards]") {
  check_evade(LS, "anakin-skywalker-d", "Anakin Skywalker", 1, 1);
}
