// Jango Fett (A): "During his attacks on a Jedi, Jango has Critical Hit 2."
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Jango Fett (A): Critical Hit 2 in his attacks on a Jedi, none on others (TCG-KW-3, TCG-ABIL-11, OQ-TCG-21)", "[tcg][tcg-cards]") {
  int sixes = 0;
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    for (const char* target : {"anakin-skywalker-a", "padme-amidala-d"}) {
      // Jango (60 speed, 7 power) attacks Anakin Skywalker (A) (Jedi Padawan, tapped) or Padme Amidala (D) (Naboo Diplomat).
      Table t(battle_of("character", {{"arenas", {"jango-fett-a"}}}, {{"arenas", {{{"card", "anakin-skywalker-a"}, {"tapped", true}}, "padme-amidala-d"}}}),
              json::object(), seed);
      CHECK(t.unit(DS, "Character", "Jango Fett")["power"] == 7);
      t.act(DS, std::string("target:") + target);
      const std::vector<int> dice = last_dice(t);
      REQUIRE(dice.size() == 7u);
      const bool jedi = std::string(target) == "anakin-skywalker-a";
      CHECK(hits_line(t) == expected_hits(dice, jedi ? 2 : 0));
      sixes += has_six(dice) ? 1 : 0;
    }
  }
  CHECK(sixes > 0);
}
