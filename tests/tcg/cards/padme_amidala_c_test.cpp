// Padmé Amidala (C): "Put 1 damage counter on Padmé and have her retreat → Prevent all the damage about to be dealt to Padmé."
#include "prevent_fixture.h"

using namespace tcgt;

TEST_CASE("Padmé Amidala (C): one counter and a retreat, all the damage about to be dealt to her is prevented (TCG-DMG-2, TCG-RETREAT-1, TCG-RETREAT-3, TCG-PLAY-4c, TCG-GLOSS-3)", "[tcg][tcg-cards]") {
  int seen = 0;
  for (uint64_t seed = 1; seed <= 20 && seen < 2; ++seed) {
    Table t(character_battle({"darth-tyranus-a"}, {json{{"card", "padme-amidala-c"}, {"tapped", true}}, "clone-warrior-5-373"}), json::object(), seed);
    attack(t, DS, "padme-amidala-c");
    if (rolled_damage(t) <= 0) continue;
    REQUIRE(t.to_act() == std::vector<int>{LS});
    t.act(LS, "use:padme-amidala-c");
    CHECK(t.unit(LS, "Character", "Padmé Amidala").is_null());
    const json build = t.player(LS)["build"];
    REQUIRE(build.size() == 1);
    CHECK(build[0]["name"] == "Padmé Amidala");
    CHECK(build[0]["retreated"] == true);
    CHECK(build[0]["tapped"] == true);
    CHECK(build[0]["damage"] == 1);  // the counter she paid, and no damage
    ++seen;
  }
  CHECK(seen == 2);
}

TEST_CASE("Padmé Amidala (C): the counter at her health discards her (TCG-DMG-3), and it is not offered for damage to another unit", "[tcg][tcg-cards]") {
  bool seen = false;
  for (uint64_t seed = 1; seed <= 20 && !seen; ++seed) {
    Table t(character_battle({"darth-tyranus-a"}, {json{{"card", "padme-amidala-c"}, {"tapped", true}, {"damage", 2}}, "clone-warrior-5-373"}),
            json::object(), seed);
    attack(t, DS, "padme-amidala-c");
    if (rolled_damage(t) <= 0) continue;
    t.act(LS, "use:padme-amidala-c");
    CHECK(t.discard(LS) == std::vector<std::string>{"Padmé Amidala"});
    CHECK(t.player(LS)["build"].empty());
    seen = true;
  }
  CHECK(seen);
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    Table t(character_battle({"darth-tyranus-a"},
                             {json{{"card", "padme-amidala-c"}, {"tapped", true}}, json{{"card", "clone-warrior-4-163"}, {"tapped", true}}, "clone-warrior-5-373"}),
            json::object(), seed);
    attack(t, DS, "clone-warrior-4-163");
    CHECK_FALSE(t.offers(LS, "use:"));
  }
}
