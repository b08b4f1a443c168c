// Cheat the Game: "Pay 3 Force → Reroll every die of your attack roll."
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Cheat the Game: in the reroll window of your attack, every die is rolled again and the new roll counts (TCG-DICE-4, TCG-DICE-5, TCG-PLAY-4b, TCG-GLOSS-12)", "[tcg][tcg-cards]") {
  // Space: the Dark Side's Droid Starfighter Wing (4 power) attacks the Naboo Cruiser (7 health).
  // The Light Side holds a Cheat the Game too: never usable in the Dark Side's attack.
  Table t(battle_of("space", {{"arenas", {"droid-starfighter-wing"}}, {"hand", {"cheat-the-game"}}, {"force", 3}},
                    {{"arenas", {"naboo-cruiser"}}, {"hand", {"cheat-the-game"}}, {"force", 3}}));
  t.act(DS, "target:naboo-cruiser");
  // No window after the target (a reroll card is for the reroll window only): the dice are rolled at once.
  REQUIRE(rolls(t) == 1);
  REQUIRE(t.step() == "window");
  REQUIRE(t.to_act() == std::vector<int>{DS});
  const json shown = t.view()["attack"]["dice"];
  REQUIRE(shown.size() == 4u);
  t.act(DS, "use:cheat-the-game");
  CHECK(rolls(t) == 2);
  CHECK(t.logged("Dark Side rerolls 4 dice"));
  CHECK(t.player(DS)["force"] == 0);
  // The new roll is the one that deals the damage; the Light Side was never asked.
  const std::vector<int> dice = last_dice(t);
  REQUIRE(dice.size() == 4u);
  CHECK(t.unit(LS, "Space", "Naboo Cruiser")["damage"] == hits_of(dice));
  CHECK(t.hand(LS) == std::vector<std::string>{"Cheat the Game"});
}

TEST_CASE("Cheat the Game: not after the roll for build points, not before the roll (TCG-PLAY-4b, TCG-PLAY-4d)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"droid-starfighter-wing"}}, {"hand", {"cheat-the-game"}}, {"force", 3}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"naboo-cruiser"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "turn"}});
  // The build roll's reroll window does not open for it: the game goes on to the Dark Side's build step.
  CHECK(t.step() == "build");
}
