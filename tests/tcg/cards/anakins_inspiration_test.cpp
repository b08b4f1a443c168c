// Anakin's Inspiration: "Pay 2 Force → Choose an arena: until the battle phase ends, your units there have +20 speed."
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Anakin's Inspiration: your units in the chosen arena have +20 speed until the battle phase ends (TCG-BATTLE-3, T5)", "[tcg][tcg-cards]") {
  Table t(battle_of("space", {{"arenas", {"droid-starfighter-dfs-4ct"}}},
                    {{"arenas", {"naboo-starfighter-squadron", "naboo-cruiser", "clone-platoon"}}, {"hand", {"anakins-inspiration"}}, {"force", 2}}));
  REQUIRE(t.step() == "window");
  REQUIRE(t.to_act() == std::vector<int>{LS});  // the Dark Side has nothing to play
  t.act(LS, "use:anakins-inspiration");
  t.act(LS, "arena.0");
  CHECK(t.unit(LS, "Space", "Naboo Starfighter Squadron")["speed"] == 60);
  CHECK(t.unit(LS, "Space", "Naboo Cruiser")["speed"] == 30);
  CHECK(t.unit(LS, "Ground", "Clone Platoon")["speed"] == 40);
  CHECK(t.unit(DS, "Space", "Droid Starfighter DFS-4CT")["speed"] == 50);
  // The Squadron (60) now attacks before the DFS-4CT (50).
  CHECK(t.view()["attack"]["attacker"].get<std::string>().rfind("naboo-starfighter-squadron", 0) == 0);
}
