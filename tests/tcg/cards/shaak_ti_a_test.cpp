// Shaak Ti (A): "Pay 1 Force → Evade 1."
#include "prevent_fixture.h"

using namespace tcgt;

TEST_CASE("Shaak Ti (A): pay 1 Force in the prevent window, Evade 1 prevents up to 1 of the damage to Shaak, not offered without the Force (TCG-KW-1, TCG-KW-5, TCG-PLAY-4c, TCG-ABIL-5, TCG-FORCE-3)", "[tcg][tcg-cards]") {
  check_evade(LS, "shaak-ti-a", "Shaak Ti", 1, 1);
}
