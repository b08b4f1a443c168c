// Jango Fett (C): "During his attacks on a Jedi, Jango has +2 power."
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Jango Fett (C): +2 power in his attacks on a Jedi only (TCG-ABIL-11, TCG-ATTACK-6)", "[tcg][tcg-cards]") {
  for (const char* target : {"anakin-skywalker-a", "padme-amidala-d"}) {
    // The Light Side holds Weapon Response, so the window after the target waits and shows his power.
    Table t(battle_of("character", {{"arenas", {"jango-fett-c"}}},
                      {{"arenas", {{{"card", "anakin-skywalker-a"}, {"tapped", true}}, "padme-amidala-d"}}, {"hand", {"weapon-response"}}, {"force", 1}}));
    CHECK(t.unit(DS, "Character", "Jango Fett")["power"] == 4);
    t.act(DS, std::string("target:") + target);
    const bool jedi = std::string(target) == "anakin-skywalker-a";
    REQUIRE(t.to_act() == std::vector<int>{LS});
    CHECK(t.unit(DS, "Character", "Jango Fett")["power"] == (jedi ? 6 : 4));
    t.act(LS, "pass");
    CHECK(last_dice(t).size() == (jedi ? 6u : 4u));
  }
}
