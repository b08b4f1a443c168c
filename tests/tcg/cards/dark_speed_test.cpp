// Dark Speed: "Choose a unit of yours: +30 speed until the battle phase ends."
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Dark Speed: no cost, +30 speed until the battle phase ends - the unit attacks first now (TCG-CARD-3, TCG-BATTLE-3, T5)", "[tcg][tcg-cards]") {
  // Space: the Dark Side's Squadron (40) would attack after the Jedi Starfighter (50).
  Table t(battle_of("space", {{"arenas", {"droid-starfighter-squadron"}}, {"hand", {"dark-speed"}}},
                    {{"arenas", {"jedi-starfighter-3r3"}}}));
  REQUIRE(t.step() == "window");  // before the first attack (TCG-BATTLE-4)
  t.act(DS, "use:dark-speed");
  CHECK_FALSE(t.offers(DS, "target:jedi-starfighter-3r3"));  // a unit of yours only
  t.act(DS, "target:droid-starfighter-squadron");
  CHECK(t.unit(DS, "Space", "Droid Starfighter Squadron")["speed"] == 70);
  CHECK(t.discard(DS) == std::vector<std::string>{"Dark Speed"});
  CHECK(t.view()["attack"]["attacker"].get<std::string>().rfind("droid-starfighter-squadron", 0) == 0);
  t.act(DS, "decline");
  t.act(LS, "decline");
  // The next turn: 40 again.
  CHECK(t.view()["turn"] == 2);
  CHECK(t.unit(DS, "Space", "Droid Starfighter Squadron")["speed"] == 40);
}
