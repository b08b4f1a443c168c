// Kit Fisto (A): "Pay 2 Force → Evade 2."
#include "prevent_fixture.h"

using namespace tcgt;

TEST_CASE("Kit Fisto (A): pay 2 Force in the prevent window, Evade 2 prevents up to 2 of the damage to Kit, not offered without the Force (TCG-KW-1, TCG-KW-5, TCG-PLAY-4c, TCG-ABIL-5, TCG-FORCE-3)", "[tcg][tcg-cards]") {
  check_evade(LS, "kit-fisto-a", "Kit Fisto", 2, 2);
}
