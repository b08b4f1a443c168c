// Obi-Wan Kenobi (B): "Pay 2 Force → For this attack, Obi-Wan has Critical Hit 2. Pay 2 Force → Evade 2.
// Pay 1 Force → Prevent 1 of the damage about to be dealt to Anakin Skywalker."
#include "prevent_fixture.h"

using namespace tcgt;

TEST_CASE("Obi-Wan Kenobi (B): pay 2 Force after declaring his attack, Critical Hit 2 for this attack (TCG-ABIL-6, TCG-KW-3)", "[tcg][tcg-cards]") {
  check_crit_this_attack(LS, "obi-wan-kenobi-b", 0, 2, 2);
}

TEST_CASE("Obi-Wan Kenobi (B): pay 2 Force, Evade 2 in the prevent window of damage to him (TCG-KW-5)", "[tcg][tcg-cards]") {
  check_evade(LS, "obi-wan-kenobi-b", "Obi-Wan Kenobi", 2, 2, 1);
}

TEST_CASE("Obi-Wan Kenobi (B): pay 1 Force, prevent 1 of the damage about to be dealt to Anakin Skywalker, not to another unit (TCG-PLAY-4c, TCG-DMG-4)", "[tcg][tcg-cards]") {
  int seen = 0;
  for (uint64_t seed = 1; seed <= 30 && seen < 3; ++seed) {
    // Darth Tyranus (A) attacks; Obi-Wan and the tapped targets wait (Obi-Wan tapped too: he would attack first).
    Table t(character_battle({"darth-tyranus-a"},
                             {json{{"card", "obi-wan-kenobi-b"}, {"tapped", true}}, json{{"card", "anakin-skywalker-d"}, {"tapped", true}},
                              "clone-warrior-5-373"},
                             json::array(), 0, json::array(), 1),
            json::object(), seed);
    attack(t, DS, "anakin-skywalker-d");
    const int dmg = rolled_damage(t);
    if (dmg <= 0) continue;
    INFO("seed " << seed << ", damage " << dmg);
    REQUIRE(t.to_act() == std::vector<int>{LS});
    // Anakin's own Evade 1 and Obi-Wan's ability are both offered.
    CHECK(t.offers(LS, "use:anakin-skywalker-d"));
    t.act(LS, use_id(t, LS, "obi-wan-kenobi-b", 2));
    CHECK(force(t, LS) == 0);
    const json a = t.unit(LS, "Character", "Anakin Skywalker");
    if (a.is_object()) CHECK(a["damage"] == dmg - 1);
    else CHECK(dmg - 1 >= 3);
    ++seen;
  }
  CHECK(seen == 3);
  // Damage to the Clone Warrior: not offered (the window does not open for it).
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    Table t(character_battle({"darth-tyranus-a"},
                             {json{{"card", "obi-wan-kenobi-b"}, {"tapped", true}}, json{{"card", "clone-warrior-4-163"}, {"tapped", true}},
                              "clone-warrior-5-373"},
                             json::array(), 0, json::array(), 1),
            json::object(), seed);
    attack(t, DS, "clone-warrior-4-163");
    CHECK_FALSE(t.offers(LS, "use:"));
    CHECK(force(t, LS) == 1);
  }
}
