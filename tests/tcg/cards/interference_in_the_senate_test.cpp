// Interference in the Senate: "Pay 10 Force → Choose an arena: until the battle phase ends, your opponent's units there have -20 speed and -2 power."
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Interference in the Senate: the opponent's units in the chosen arena have -20 speed and -2 power until the battle phase ends (TCG-ABIL-13, T5)", "[tcg][tcg-cards]") {
  Table t(battle_of("space", {{"arenas", {"droid-starfighter-squadron"}}, {"hand", {"interference-in-the-senate"}}, {"force", 10}},
                    {{"arenas", {"jedi-starfighter-3r3", "naboo-cruiser", "clone-platoon"}}}));
  REQUIRE(t.step() == "window");
  t.act(DS, "use:interference-in-the-senate");
  CHECK(t.ids(DS) == std::vector<std::string>{"arena.0", "arena.1", "arena.2"});
  t.act(DS, "arena.0");
  CHECK(t.player(DS)["force"] == 0);
  CHECK(t.unit(LS, "Space", "Jedi Starfighter 3R3")["speed"] == 30);
  CHECK(t.unit(LS, "Space", "Jedi Starfighter 3R3")["power"] == 1);
  CHECK(t.unit(LS, "Space", "Naboo Cruiser")["power"] == 4);
  CHECK(t.unit(LS, "Ground", "Clone Platoon")["power"] == 4);  // another arena
  CHECK(t.unit(DS, "Space", "Droid Starfighter Squadron")["power"] == 3);  // not its own units
  // The Squadron (40) is now faster than the Jedi Starfighter (30): it attacks first (TCG-BATTLE-3).
  CHECK(t.view()["attack"]["attacker"].get<std::string>().rfind("droid-starfighter-squadron", 0) == 0);
}

TEST_CASE("Interference in the Senate: not without 10 Force (TCG-FORCE-3)", "[tcg][tcg-cards]") {
  Table t(battle_of("space", {{"arenas", {"droid-starfighter-squadron"}}, {"hand", {"interference-in-the-senate"}}, {"force", 9}},
                    {{"arenas", {"jedi-starfighter-3r3"}}}));
  CHECK(t.step() == "attack");
}
