// Jango Fett (B): "During his attacks on a Jedi, Jango has +1 power and Critical Hit 1."
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Jango Fett (B): +1 power and Critical Hit 1 in his attacks on a Jedi only (TCG-ABIL-11, TCG-ATTACK-6, TCG-KW-3)", "[tcg][tcg-cards]") {
  int sixes = 0;
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    for (const char* target : {"anakin-skywalker-a", "padme-amidala-d"}) {
      Table t(battle_of("character", {{"arenas", {"jango-fett-b"}}}, {{"arenas", {{{"card", "anakin-skywalker-a"}, {"tapped", true}}, "padme-amidala-d"}}}),
              json::object(), seed);
      CHECK(t.unit(DS, "Character", "Jango Fett")["power"] == 6);  // not attacking: printed
      t.act(DS, std::string("target:") + target);
      const bool jedi = std::string(target) == "anakin-skywalker-a";
      const std::vector<int> dice = last_dice(t);
      CHECK(dice.size() == (jedi ? 7u : 6u));
      CHECK(hits_line(t) == expected_hits(dice, jedi ? 1 : 0));
      sixes += has_six(dice) && jedi ? 1 : 0;
    }
  }
  CHECK(sixes > 0);
}
