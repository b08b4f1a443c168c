// Jar Jar Binks (A): "When your opponent rolls dice to attack Jar Jar, you may have any of those dice rolled again."
#include "attack_fixture.h"

using namespace tcgt;

TEST_CASE("Jar Jar Binks (A): in the reroll window of an attack on him, his player may roll chosen dice again, once per roll (TCG-ABIL-8, TCG-DICE-4)", "[tcg][tcg-cards]") {
  // The Dark Side's Geonosian Warrior (3 power) attacks Jar Jar (2 health... 4 damage could not all land).
  Table t(battle_of("character", {{"arenas", {"geonosian-warrior"}}}, {{"arenas", {"jar-jar-binks-a", "padme-amidala-d"}}}));
  t.act(DS, "target:jar-jar-binks-a");
  REQUIRE(t.step() == "window");
  REQUIRE(t.to_act() == std::vector<int>{LS});  // the Dark Side has nothing: only the Light Side is asked
  CHECK(t.offers(LS, "pass"));
  const std::vector<int> before = last_dice(t);
  REQUIRE(before.size() == 3u);
  t.act(LS, "use:jar-jar-binks-a");
  t.act(LS, "die.0");
  t.act(LS, "finish");
  CHECK(rolls(t) == 2);
  CHECK(t.logged("Light Side rerolls 1 die"));
  const std::vector<int> after = last_dice(t);
  CHECK(after[1] == before[1]);
  CHECK(after[2] == before[2]);
  // Once per roll: the window closed without a second chance; the damage is the new roll's.
  CHECK(t.step() != "window");
  const int hits = hits_of(after);
  if (hits >= 2) CHECK(t.unit(LS, "Character", "Jar Jar Binks").is_null());
  else CHECK(t.unit(LS, "Character", "Jar Jar Binks")["damage"] == hits);
}

TEST_CASE("Jar Jar Binks (A): not when another unit is attacked (TCG-ABIL-8)", "[tcg][tcg-cards]") {
  Table t(battle_of("character", {{"arenas", {"geonosian-warrior"}}}, {{"arenas", {"jar-jar-binks-a", "padme-amidala-d"}}}));
  t.act(DS, "target:padme-amidala-d");
  CHECK(rolls(t) == 1);
  CHECK(t.step() != "window");
}
