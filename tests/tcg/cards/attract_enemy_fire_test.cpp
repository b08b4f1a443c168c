// Attract Enemy Fire: "Pay 2 Force → Choose a unit of yours in the attacking unit's arena: the attack switches from the defending unit to it,
// unless it can't be attacked. (Only before your opponent rolls the attack dice.)"
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Attract Enemy Fire: before the roll, the attack switches to another unit of yours in the attacker's arena (TCG2-TARGET-3, TCG-ATTACK-1)", "[tcg][tcg-cards]") {
  // The Dark Side's DFS-4CT (50 speed, 2 power) ties the Jedi Starfighter's 50: the Dark Side attacks first.
  Table t(battle_of("space", {{"arenas", {"droid-starfighter-dfs-4ct"}}},
                    {{"arenas", {"jedi-starfighter-3r3", {{"card", "naboo-cruiser"}, {"tapped", true}}, "clone-platoon"}}, {"hand", {"attract-enemy-fire"}}, {"force", 2}}));
  CHECK_FALSE(t.offers(LS, "use:"));
  t.act(DS, "target:jedi-starfighter-3r3");
  REQUIRE(t.to_act() == std::vector<int>{LS});  // A5
  t.act(LS, "use:attract-enemy-fire");
  CHECK(t.ids(LS).size() == 1u);  // the Naboo Cruiser: not the defender, not the Ground unit
  t.act(LS, "target:naboo-cruiser");
  CHECK(t.logged("Droid Starfighter DFS-4CT now attacks Naboo Cruiser."));
  const std::vector<int> dice = last_dice(t);
  REQUIRE(dice.size() == 2u);
  CHECK(t.unit(LS, "Space", "Naboo Cruiser")["damage"] == hits_of(dice));
  CHECK(t.unit(LS, "Space", "Jedi Starfighter 3R3")["damage"] == 0);
}

TEST_CASE("Attract Enemy Fire: not for your own attack, and nothing after the roll (TCG-PLAY-4b)", "[tcg][tcg-cards]") {
  Table t(battle_of("space", {{"arenas", {{{"card", "droid-starfighter-squadron"}, {"tapped", true}}, "techno-union-starship"}}},
                    {{"arenas", {"jedi-starfighter-3r3", "naboo-cruiser"}}, {"hand", {"attract-enemy-fire"}}, {"force", 2}}));
  REQUIRE(t.to_act() == std::vector<int>{LS});  // the Jedi Starfighter (50) attacks first
  t.act(LS, "target:techno-union-starship");
  CHECK(rolls(t) == 1);  // no window: the Light Side cannot switch its own attack
}
