// Hero's Flaw: "Pay 3 Force → Choose a Character of your opponent. For the rest of the turn, your Characters have Critical Hit 2 whenever they attack that Character."
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Hero's Flaw: Critical Hit 2 for your Characters attacking the chosen Character, this turn (TCG-KW-3, OQ-TCG-21)", "[tcg][tcg-cards]") {
  int sixes = 0;
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    for (const char* target : {"anakin-skywalker-a", "padme-amidala-d"}) {
      // The Dark Side's Geonosian Warrior (3 power) and Jango Fett (C); the Light Side's Anakin (tapped) and Padme.
      Table t(battle_of("character", {{"arenas", {"geonosian-warrior"}}, {"hand", {"heros-flaw"}}, {"force", 3}},
                        {{"arenas", {{{"card", "anakin-skywalker-a"}, {"tapped", true}}, "padme-amidala-d"}}}),
              json::object(), seed);
      REQUIRE(t.step() == "window");
      t.act(DS, "use:heros-flaw");
      CHECK_FALSE(t.offers(DS, "target:geonosian-warrior"));  // a Character of your opponent
      t.act(DS, "target:anakin-skywalker-a");
      REQUIRE(t.step() == "attack");
      REQUIRE(t.to_act() == std::vector<int>{DS});  // Padme (50) ties the Warrior's 50: the Dark Side's goes first
      t.act(DS, std::string("target:") + target);
      const std::vector<int> dice = last_dice(t);
      REQUIRE(dice.size() == 3u);
      CHECK(hits_line(t) == expected_hits(dice, std::string(target) == "anakin-skywalker-a" ? 2 : 0));
      sixes += has_six(dice) ? 1 : 0;
    }
  }
  CHECK(sixes > 0);
}
