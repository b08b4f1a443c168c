// Darth Tyranus (B): "Pay 2 Force → For this attack, Tyranus has Critical Hit 2. Pay 3 Force → Evade 3."
#include "prevent_fixture.h"

using namespace tcgt;

TEST_CASE("Darth Tyranus (B): pay 2 Force after declaring his attack, Critical Hit 2 for this attack (TCG-ABIL-6, TCG-KW-3)", "[tcg][tcg-cards]") {
  check_crit_this_attack(DS, "darth-tyranus-b", 0, 2, 2);
}

TEST_CASE("Darth Tyranus (B): the Critical Hit is not offered before his attack nor without 2 Force (TCG-ABIL-6, TCG-FORCE-3)", "[tcg][tcg-cards]") {
  Table t(character_battle({"darth-tyranus-b"}, {json{{"card", "obi-wan-kenobi-a"}, {"tapped", true}}}, json::array(), 1));
  CHECK(t.step() == "attack");  // no window before the attack for it
  t.act(DS, "target:obi-wan-kenobi-a");
  CHECK_FALSE(rolled_dice(t).empty());  // rolled at once: no general window opened for it
}

TEST_CASE("Darth Tyranus (B): pay 3 Force, Evade 3 in the prevent window of damage to him (TCG-KW-5)", "[tcg][tcg-cards]") {
  check_evade(DS, "darth-tyranus-b", "Darth Tyranus", 3, 3, 1);
}
