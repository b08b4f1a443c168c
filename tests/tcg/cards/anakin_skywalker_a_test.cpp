// Anakin Skywalker (A): "Pay 3 Force → Evade 3."
#include "prevent_fixture.h"

using namespace tcgt;

namespace {
// Darth Tyranus (C) (5 power) attacks Anakin (tapped: he is faster and would attack first);
// the Light Side's Clone Warrior attacks next, so the turn waits there.
json setup(int ls_force) {
  return character_battle({"darth-tyranus-c"}, {json{{"card", "anakin-skywalker-a"}, {"tapped", true}}, "clone-warrior-5-373"},
                          json::array(), 0, json::array(), ls_force);
}
}  // namespace

TEST_CASE("Anakin Skywalker (A): pay 3 Force in the prevent window, Evade 3 prevents up to 3 of the damage to him (TCG-KW-1, TCG-KW-5, TCG-PLAY-4c, TCG-ABIL-5)", "[tcg][tcg-cards]") {
  bool saw_more = false, saw_less = false;
  for (uint64_t seed = 1; seed <= 40 && !(saw_more && saw_less); ++seed) {
    Table t(setup(7), json::object(), seed);
    attack(t, DS, "anakin-skywalker-a");
    const int dmg = rolled_damage(t);
    if (dmg <= 0) continue;
    // The prevent window: the Dark Side has nothing to play; the Light Side may Evade or pass.
    REQUIRE(t.step() == "window");
    REQUIRE(t.to_act() == std::vector<int>{LS});
    CHECK(t.unit(LS, "Character", "Anakin Skywalker")["damage"] == 0);  // no counters yet (TCG-DMG-4)
    t.act(LS, "use:anakin-skywalker-a");
    CHECK(force(t, LS) == 4);  // paid once: the ability is not offered again for this damage (TCG-ABIL-5)
    const json a = t.unit(LS, "Character", "Anakin Skywalker");
    REQUIRE(a.is_object());
    CHECK(a["damage"] == std::max(0, dmg - 3));
    (dmg > 3 ? saw_more : saw_less) = true;
  }
  CHECK(saw_more);
  CHECK(saw_less);
}

TEST_CASE("Anakin Skywalker (A): no Evade without 3 Force, the damage is placed in full (TCG-FORCE-3, TCG-ATTACK-8)", "[tcg][tcg-cards]") {
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    Table t(setup(2), json::object(), seed);
    attack(t, DS, "anakin-skywalker-a");
    const int dmg = rolled_damage(t);
    CHECK_FALSE(t.offers(LS, "use:anakin-skywalker-a"));
    CHECK(force(t, LS) == 2);
    const json a = t.unit(LS, "Character", "Anakin Skywalker");
    if (dmg < 5) CHECK(a["damage"] == std::max(0, dmg));
    else CHECK(a.is_null());  // 5 damage: discarded at his health (TCG-DMG-3)
  }
}

TEST_CASE("Anakin Skywalker (A): the Evade is not offered outside a prevent window (TCG-PLAY-4c)", "[tcg][tcg-cards]") {
  // His own attack and the general windows: Evade answers only damage about to be dealt to him.
  Table t(character_battle({"geonosian-warrior"}, {"anakin-skywalker-a"}, json::array(), 0, json::array(), 9));
  CHECK(t.step() == "attack");  // no general window opens for it
  CHECK_FALSE(t.offers(LS, "use:"));
}
