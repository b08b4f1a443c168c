// Padawan's Deflection: "Pay 3 Force → Prevent 1 damage to a unit of yours. That unit may then deal the amount prevented to a unit of your choice in its arena."
#include "prevent_fixture.h"

using namespace tcgt;

TEST_CASE("Padawan's Deflection: pay 3 Force in the prevent window, 1 of the damage to a unit of yours prevented, which may then deal it to another unit of its arena after its own counters (TCG-PLAY-2, TCG-PLAY-6, TCG-KW-4, OQ-TCG-22)", "[tcg][tcg-cards]") {
  check_deflection_card("padawans-deflection", "Padawan's Deflection", 3, 1);
}

TEST_CASE("Padawan's Deflection: not for damage to the opponent's unit (TCG-PLAY-4c)", "[tcg][tcg-cards]") {
  Table t(character_battle({json{{"card", "zam-wesell-b"}, {"tapped", true}}}, {"clone-warrior-4-163", "naboo-security-guard"}, json::array(), 0, {"padawans-deflection"}, 9));
  attack(t, LS, "zam-wesell-b");
  CHECK_FALSE(t.offers(LS, "use:"));
  CHECK(force(t, LS) == 9);
}
