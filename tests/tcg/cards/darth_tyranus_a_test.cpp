// Darth Tyranus (A): "Pay 1 Force → For this attack, Tyranus has +2 power. Pay 3 Force → Evade 3. Pay 2 Force → Deflect 1."
#include "prevent_fixture.h"

using namespace tcgt;

TEST_CASE("Darth Tyranus (A): pay 1 Force after declaring his attack, +2 power for this attack only (TCG-ABIL-6, TCG-ATTACK-6, TCG-ABIL-13)", "[tcg][tcg-cards]") {
  Table t(character_battle({"darth-tyranus-a"}, {"clone-warrior-4-163", "clone-warrior-5-373"}, json::array(), 2));
  // Not before he attacks: the battle's first window does not open for it.
  REQUIRE(t.step() == "attack");
  CHECK_FALSE(t.offers(DS, "use:"));
  t.act(DS, "target:clone-warrior-4-163");
  // The general window after the target (TCG-PLAY-4a): the Dark Side first.
  REQUIRE(t.step() == "window");
  REQUIRE(t.to_act() == std::vector<int>{DS});
  t.act(DS, use_id(t, DS, "darth-tyranus-a", 0));
  CHECK(force(t, DS) == 1);
  // Nobody has more to play: the window closes and he rolls his power, 7 + 2 (TCG-ATTACK-6).
  CHECK(rolled_dice(t).size() == 9);
  // The attack is over: back to 7.
  CHECK(t.unit(DS, "Character", "Darth Tyranus")["power"] == 7);
}

TEST_CASE("Darth Tyranus (A): the +2 power is not offered without 1 Force (TCG-FORCE-3)", "[tcg][tcg-cards]") {
  Table t(character_battle({"darth-tyranus-a"}, {"clone-warrior-4-163", "clone-warrior-5-373"}, json::array(), 0));
  t.act(DS, "target:clone-warrior-4-163");
  CHECK(t.step() != "window");  // nobody could play anything: no window
  CHECK(rolled_dice(t).size() == 7);
}

TEST_CASE("Darth Tyranus (A): pay 3 Force, Evade 3 in the prevent window of damage to him (TCG-KW-5)", "[tcg][tcg-cards]") {
  check_evade(DS, "darth-tyranus-a", "Darth Tyranus", 3, 3, 1);
}

TEST_CASE("Darth Tyranus (A): pay 2 Force, Deflect 1 - prevent 1, then he may deal it to another unit of the arena, after his own counters (TCG-KW-4, TCG-PLAY-6)", "[tcg][tcg-cards]") {
  check_deflect(DS, "darth-tyranus-a", "Darth Tyranus (A)", 2, 2, 1);
}
