// Dexter Jettster (A): "[tap] → Choose a Character of yours: +3 power until the battle phase ends. (Only when Dexter would attack.)"
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Dexter Jettster (A): instead of attacking, tap him - a Character of yours has +3 power (TCG-ATTACK-3, TCG-ABIL-6, OQ-TCG-13)", "[tcg][tcg-cards]") {
  // The Light Side's Dexter and Padme (both 50 speed) against the Geonosian Guard (30, it attacks last).
  Table t(battle_of("character", {{"arenas", {"geonosian-guard"}}},
                    {{"arenas", {"dexter-jettster-a", "padme-amidala-d"}}}));
  REQUIRE(t.step() == "battle");
  const std::string dexter = unit_id(t, LS, "Character", "Dexter Jettster");
  const std::string padme = unit_id(t, LS, "Character", "Padmé Amidala");
  t.act(LS, "attacker:" + padme);
  // Padme's decision: Dexter's ability is not hers.
  CHECK_FALSE(t.offers(LS, "use:"));
  t.act(LS, "decline");
  // Dexter's decision (A2): attack, decline, or his ability.
  CHECK(t.offers(LS, "target:geonosian-guard"));
  CHECK(t.offers(LS, "decline"));
  t.act(LS, "use:dexter-jettster-a");
  CHECK_FALSE(t.offers(LS, "target:geonosian-guard"));  // a Character of yours
  t.act(LS, "target:" + padme);
  // He did not attack (no roll); he is tapped; Padme has +3 power until the battle phase ends.
  CHECK(rolls(t) == 0);
  CHECK(t.unit(LS, "Character", "Dexter Jettster")["tapped"] == true);
  CHECK(t.unit(LS, "Character", "Padmé Amidala")["power"] == 6);
  REQUIRE(t.to_act() == std::vector<int>{DS});  // the Guard's attack is next
}
