// Battle Fatigue: "Pay 2 Force → Choose an arena in which nothing has attacked yet this turn: until the battle phase ends, all units there have -1 power."
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Battle Fatigue: only an arena where nothing attacked yet this turn - all units there have -1 power (TCG-ABIL-13, T5)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"droid-starfighter-squadron", "destroyer-droid-squad"}}, {"hand", {"battle-fatigue"}}, {"force", 2}};
  json ls = {{"arenas", {"naboo-cruiser", "clone-platoon"}}};
  Table t(battle_of("space", ds, ls));
  REQUIRE(t.step() == "window");  // before the Space battle's first attack: the Dark Side may play it
  t.act(DS, "pass");
  t.act(DS, "target:naboo-cruiser");  // an attack in the Space arena
  t.act(DS, "pass");                  // the window after the target
  if (t.step() == "window") t.act(DS, "pass");  // the window after the attack
  t.act(LS, "decline");               // the Naboo Cruiser declines: the Space battle is over
  REQUIRE(t.step() == "window");      // before the Ground battle's first attack
  t.act(DS, "use:battle-fatigue");
  CHECK(t.player(DS)["force"] == 0);
  CHECK(t.ids(DS) == std::vector<std::string>{"arena.1", "arena.2"});  // not Space: something attacked there
  t.act(DS, "arena.1");
  CHECK(t.unit(DS, "Ground", "Destroyer Droid Squad")["power"] == 4);
  CHECK(t.unit(LS, "Ground", "Clone Platoon")["power"] == 3);
  CHECK(t.unit(DS, "Space", "Droid Starfighter Squadron")["power"] == 3);
}
