// Master and Apprentice: "Pay 3 Force → Choose up to 2 units of yours: each has +2 power until the battle phase ends."
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Master and Apprentice: up to 2 units of yours, each +2 power until the battle phase ends (TCG-ABIL-13, T5)", "[tcg][tcg-cards]") {
  Table t(battle_of("space", {{"arenas", {"droid-starfighter-dfs-4ct"}}},
                    {{"arenas", {"jedi-starfighter-3r3", "naboo-cruiser", "clone-platoon"}}, {"hand", {"master-and-apprentice"}}, {"force", 3}}));
  REQUIRE(t.to_act() == std::vector<int>{LS});
  t.act(LS, "use:master-and-apprentice");
  CHECK(t.count(LS, "choose:") == 3);  // its own units in every arena, not the opponent's
  CHECK(t.offers(LS, "finish"));       // "up to": none is allowed too
  const std::string cruiser = unit_id(t, LS, "Space", "Naboo Cruiser");
  t.act(LS, "choose:" + cruiser);
  CHECK_FALSE(t.offers(LS, "choose:" + cruiser));  // each unit once
  t.act(LS, "choose:clone-platoon");
  // Two chosen: done.
  CHECK(t.unit(LS, "Space", "Naboo Cruiser")["power"] == 8);
  CHECK(t.unit(LS, "Ground", "Clone Platoon")["power"] == 6);
  CHECK(t.unit(LS, "Space", "Jedi Starfighter 3R3")["power"] == 3);
  CHECK(t.player(LS)["force"] == 0);
}

TEST_CASE("Master and Apprentice: one unit, then finish", "[tcg][tcg-cards]") {
  Table t(battle_of("space", {{"arenas", {"droid-starfighter-dfs-4ct"}}},
                    {{"arenas", {"jedi-starfighter-3r3", "naboo-cruiser"}}, {"hand", {"master-and-apprentice"}}, {"force", 3}}));
  t.act(LS, "use:master-and-apprentice");
  t.act(LS, "choose:jedi-starfighter-3r3");
  t.act(LS, "finish");
  CHECK(t.unit(LS, "Space", "Jedi Starfighter 3R3")["power"] == 5);
  CHECK(t.unit(LS, "Space", "Naboo Cruiser")["power"] == 6);
}
