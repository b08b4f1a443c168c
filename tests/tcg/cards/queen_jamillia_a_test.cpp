// Queen Jamillia (A): "[tap] → A Diplomat of yours retreats. (Only when Jamillia would attack.)"
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Queen Jamillia (A): instead of attacking, a Diplomat of yours retreats, tapped (TCG-ATTACK-3, TCG-RETREAT-1, OQ-TCG-26)", "[tcg][tcg-cards]") {
  Table t(battle_of("character", {{"arenas", {{{"card", "geonosian-guard"}, {"tapped", true}}}}},
                    {{"arenas", {"queen-jamillia-a", "padme-amidala-d", {{"card", "clone-warrior-5-373"}, {"tapped", true}}, "naboo-security-guard"}}}));
  // Padme (50) first: Jamillia's ability is only hers.
  REQUIRE(t.to_act() == std::vector<int>{LS});
  CHECK_FALSE(t.offers(LS, "use:"));
  t.act(LS, "decline");
  // Jamillia and the Naboo Security Guard (both 30): the Light Side picks Jamillia.
  t.act(LS, "attacker:" + unit_id(t, LS, "Character", "Queen Jamillia"));
  t.act(LS, "use:queen-jamillia-a");
  // Diplomats of yours: Jamillia and Padme (tapped or not); not the Clone Warrior.
  CHECK(t.offers(LS, "target:queen-jamillia-a"));
  CHECK(t.offers(LS, "target:padme-amidala-d"));
  CHECK_FALSE(t.offers(LS, "target:clone-warrior-5-373"));
  t.act(LS, "target:padme-amidala-d");
  CHECK(t.unit(LS, "Character", "Padmé Amidala").is_null());
  const json build = t.player(LS)["build"];
  REQUIRE(build.size() == 1u);
  CHECK(build[0]["name"] == "Padmé Amidala");
  CHECK(build[0]["retreated"] == true);
  CHECK(build[0]["tapped"] == true);
  CHECK(t.unit(LS, "Character", "Queen Jamillia")["tapped"] == true);
  CHECK(rolls(t) == 0);
  CHECK(t.view()["attack"]["attacker"].get<std::string>().rfind("naboo-security-guard", 0) == 0);
}
