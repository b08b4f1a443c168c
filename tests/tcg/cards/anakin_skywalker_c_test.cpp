// Anakin Skywalker (C): "Pay 2 Force → Evade 2."
#include "prevent_fixture.h"

using namespace tcgt;

TEST_CASE("Anakin Skywalker (C): pay 2 Force in the prevent window, Evade 2 prevents up to 2 of the damage to Anakin, not offered without the Force (TCG-KW-1, TCG-KW-5, TCG-PLAY-4c, TCG-ABIL-5, TCG-FORCE-3)", "[tcg][tcg-cards]") {
  check_evade(LS, "anakin-skywalker-c", "Anakin Skywalker", 2, 2);
}

TEST_CASE("Anakin Skywalker (C): retreated after the roll, his Evade 2 still prevents up to 2 of the damage to him in the build zone (TCG-ABIL-2, TCG-ZONE-4, TCG-KW-5, OQ-TCG-09, TCG-RETREAT-4)", "[tcg][tcg-cards]") {
  Table t(retreated_after_roll("anakin-skywalker-c", false, json::array(), 2));
  REQUIRE(t.step() == "window");
  REQUIRE(t.to_act() == std::vector<int>{LS});
  t.act(LS, "use:anakin-skywalker-c");
  CHECK(force(t, LS) == 0);
  CHECK(retreated_damage(t, LS, "anakin-skywalker-c") == 1);
  CHECK(t.logged("Anakin Skywalker (C) takes 1 damage in the build zone."));
}
