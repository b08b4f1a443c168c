// Tyranus's Gift: "Pay 3 Force → For this attack, the attacking unit has -5 power."
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Tyranus's Gift: the Light Side's attacking unit has -5 power for this attack (TCG-ABIL-6, TCG-ATTACK-6)", "[tcg][tcg-cards]") {
  // The Light Side's Naboo Cruiser (6 power) attacks; the Dark Side plays the Gift in the window after the target.
  Table t(battle_of("space", {{"arenas", {{{"card", "techno-union-starship"}, {"tapped", true}}}}, {"hand", {"tyranuss-gift"}}, {"force", 3}},
                    {{"arenas", {"naboo-cruiser"}}}));
  REQUIRE(t.to_act() == std::vector<int>{LS});
  t.act(LS, "target:techno-union-starship");
  REQUIRE(t.to_act() == std::vector<int>{DS});  // A5: the Dark Side has the first chance (TCG-PLAY-1)
  t.act(DS, "use:tyranuss-gift");
  CHECK(t.logged("Dark Side pays 3 Force."));
  CHECK(last_dice(t).size() == 1u);
  CHECK(t.unit(LS, "Space", "Naboo Cruiser")["power"] == 6);
}

TEST_CASE("Tyranus's Gift: power 0 or less rolls no dice (TCG-ATTACK-6, OQ-TCG-23)", "[tcg][tcg-cards]") {
  Table t(battle_of("space", {{"arenas", {{{"card", "techno-union-starship"}, {"tapped", true}}}}, {"hand", {"tyranuss-gift"}}, {"force", 3}},
                    {{"arenas", {"naboo-royal-starship"}}}));
  t.act(LS, "target:techno-union-starship");
  t.act(DS, "use:tyranuss-gift");
  CHECK(rolls(t) == 0);
  CHECK(t.logged("No dice are rolled."));
  CHECK(t.unit(DS, "Space", "Techno Union Starship")["damage"] == 0);
}
