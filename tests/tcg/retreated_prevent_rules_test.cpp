// Damage to a unit that retreated after the attack roll (TCG-RETREAT-4) has
// its prevent window (TCG-PLAY-4c): the retreated unit's own prevent, Evade
// and Deflect abilities work in the build zone (TCG-ABIL-2, TCG-ZONE-4,
// TCG-KW-4, TCG-KW-5, OQ-TCG-09), and so do prevent Battle cards naming "a
// unit of yours" (docs/rulings.md). Face-down cards have no abilities, and
// an ability whose cost needs the arena is not usable there.
#include <algorithm>
#include "tcg_fixture.h"

using namespace tcgt;

namespace {

// The Character battle: Geonosian Warrior (Dark Side) has rolled `dice`
// against the Light Side's `defender`, which then retreated (a setup's
// attack with dice, docs/api.md); the Light Side also has `ls_build` in its
// build zone, `hand` and `force` Force. Naboo Security Guard holds the arena.
json retreated_attack(const std::string& defender, json hand, int force, json ls_build = json::array(), json dice = {5, 5, 5}) {
  ls_build.push_back({{"card", defender}, {"retreated", true}});
  json ds = {{"arenas", {"geonosian-warrior"}}, {"deck", {"battle-droid-squad"}}, {"force", 0}};
  json ls = {{"arenas", {"naboo-security-guard"}}, {"build", ls_build}, {"hand", hand}, {"force", force}, {"deck", {"clone-squad"}}};
  return {{"seats", {ds, ls}},
          {"start", "battle"},
          {"arena", "character"},
          {"attack", {{"attacker", "geonosian-warrior"}, {"defender", defender}, {"dice", dice}}}};
}

// The seat's retreated unit `key` in its build zone (null if none).
json retreated_unit(const Table& t, int seat, const std::string& key) {
  const json build = t.player(seat)["build"];  // a copy: the view is a temporary
  for (const json& b : build)
    if (b.contains("retreated") && b["retreated"] == true && b["key"] == key) return b;
  return json();
}

// The use actions of `seat` whose card id starts with `key`.
std::vector<std::string> uses_of(const Table& t, int seat, const std::string& key) {
  std::vector<std::string> out;
  for (const std::string& id : t.ids(seat))
    if (id.rfind("use:" + key + ".", 0) == 0) out.push_back(id);
  return out;
}

}  // namespace

TEST_CASE("TCG-ABIL-2, TCG-ZONE-4, TCG-KW-5, OQ-TCG-09, TCG-RETREAT-4: a unit that retreated after the roll uses its own Evade in the prevent window of the damage to it", "[tcg]") {
  // Anakin Skywalker (C): "Pay 2 Force → Evade 2." 3 damage, 1 placed in the build zone.
  Table t(retreated_attack("anakin-skywalker-c", json::array(), 10));
  REQUIRE(t.step() == "window");
  REQUIRE(t.to_act() == std::vector<int>{LS});
  CHECK(retreated_unit(t, LS, "anakin-skywalker-c")["damage"] == 0);  // no counters before the window closes (TCG-DMG-4)
  REQUIRE(uses_of(t, LS, "anakin-skywalker-c").size() == 1u);
  t.act(LS, "use:anakin-skywalker-c");
  CHECK(t.player(LS)["force"] == 8);
  CHECK(uses_of(t, LS, "anakin-skywalker-c").empty());  // once per damage (TCG-ABIL-5)
  if (t.step() == "window" && t.to_act() == std::vector<int>{LS}) t.act(LS, "pass");
  const json a = retreated_unit(t, LS, "anakin-skywalker-c");
  REQUIRE(a.is_object());
  CHECK(a["damage"] == 1);
  CHECK(t.logged("Anakin Skywalker (C) takes 1 damage in the build zone."));

  // Short of Force (TCG-FORCE-3): no window, all 3 placed.
  Table u(retreated_attack("anakin-skywalker-c", json::array(), 1));
  CHECK(uses_of(u, LS, "anakin-skywalker-c").empty());
  CHECK(retreated_unit(u, LS, "anakin-skywalker-c")["damage"] == 3);
}

TEST_CASE("TCG-ABIL-2, TCG-KW-4, OQ-TCG-22: a retreated unit's Deflect prevents the damage to it but deals none on - it is in no arena", "[tcg]") {
  // Yoda (B): "Pay 3 Force → Evade 4. Pay 5 Force → Deflect 2." With 5 Force both are offered.
  Table t(retreated_attack("yoda-b", json::array(), 5));
  REQUIRE(t.step() == "window");
  const std::vector<std::string> uses = uses_of(t, LS, "yoda-b");
  REQUIRE(uses.size() == 2u);  // Evade 4 (ability 0) and Deflect 2 (ability 1)
  const std::string deflect = uses[0].substr(uses[0].size() - 2) == ".1" ? uses[0] : uses[1];
  REQUIRE(deflect.substr(deflect.size() - 2) == ".1");
  t.act(LS, deflect);
  CHECK(t.player(LS)["force"] == 0);
  CHECK(t.step() != "deflect");  // no unit to deal the prevented damage to: no prompt
  CHECK(t.logged("Yoda (B) deflects 2 damage."));
  if (t.step() == "window" && t.to_act() == std::vector<int>{LS}) t.act(LS, "pass");
  CHECK(retreated_unit(t, LS, "yoda-b")["damage"] == 1);
  CHECK(t.unit(DS, "Character", "Geonosian Warrior")["damage"] == 0);
  CHECK(t.unit(LS, "Character", "Naboo Security Guard")["damage"] == 0);
}

TEST_CASE("TCG-ABIL-2, TCG-UNIQUE-2: a face-down card in the build zone has no abilities - a retreated unit's prevent ability for another unit works", "[tcg]") {
  // Obi-Wan Kenobi (B): "Pay 1 Force → Prevent 1 of the damage about to be
  // dealt to Anakin Skywalker." Anakin Skywalker (C) (Evade 2 for 2 Force)
  // retreated after the roll; the Light Side has 1 Force (not enough for
  // Anakin's own Evade).
  {  // face down: no window, all 3 placed
    Table t(retreated_attack("anakin-skywalker-c", json::array(), 1, json::array({{{"card", "obi-wan-kenobi-b"}, {"counters", 1}}})));
    CHECK_FALSE(t.offers(LS, "use:"));
    CHECK(retreated_unit(t, LS, "anakin-skywalker-c")["damage"] == 3);
    CHECK(t.player(LS)["force"] == 1);
  }
  {  // retreated: its "prevent" ability works from the build zone
    Table t(retreated_attack("anakin-skywalker-c", json::array(), 1, json::array({{{"card", "obi-wan-kenobi-b"}, {"retreated", true}}})));
    REQUIRE(t.step() == "window");
    REQUIRE(uses_of(t, LS, "obi-wan-kenobi-b").size() == 1u);
    CHECK(uses_of(t, LS, "anakin-skywalker-c").empty());
    t.act(LS, "use:obi-wan-kenobi-b");
    CHECK(t.player(LS)["force"] == 0);
    CHECK(retreated_unit(t, LS, "anakin-skywalker-c")["damage"] == 2);
  }
}

TEST_CASE("TCG-ABIL-2, TCG-ABIL-3: a retreated unit's prevent ability whose cost needs the arena is not offered (Padmé Amidala (C), Corde (A))", "[tcg]") {
  // Padmé Amidala (C): "Put 1 damage counter on Padmé and have her retreat →
  // Prevent all ..." - a retreated Padmé cannot retreat: 2 damage placed.
  Table t(retreated_attack("padme-amidala-c", json::array(), 0, json::array(), {5, 5, 1}));
  CHECK_FALSE(t.offers(LS, "use:"));
  CHECK(retreated_unit(t, LS, "padme-amidala-c")["damage"] == 2);
  // Corde (A), retreated: "Discard Corde from the Character arena → Prevent
  // all the damage about to be dealt to any one Character that is not a
  // Jedi" - she is in no arena: the Clone Warrior takes its 3.
  Table u(retreated_attack("clone-warrior-4-163", json::array(), 0, json::array({{{"card", "corde-a"}, {"retreated", true}}})));
  CHECK_FALSE(u.offers(LS, "use:"));
  CHECK(retreated_unit(u, LS, "clone-warrior-4-163")["damage"] == 3);
}

TEST_CASE("TCG-ABIL-2, TCG-DMG-1: a prevent effect of a unit in an arena naming a Character of yours reaches a retreated one (Corde (A), Obi-Wan Kenobi (A))", "[tcg]") {
  {  // Corde (A) in the Character arena, the retreated Clone Warrior 4/163 (no Jedi)
    json pos = retreated_attack("clone-warrior-4-163", json::array(), 0);
    pos["seats"][1]["arenas"].push_back("corde-a");
    Table t(pos);
    REQUIRE(t.step() == "window");
    t.act(LS, "use:corde-a");
    CHECK(t.discard(LS) == std::vector<std::string>{"Corde"});
    CHECK(retreated_unit(t, LS, "clone-warrior-4-163")["damage"] == 0);
  }
  {  // Obi-Wan Kenobi (A) in the arena: his second ability, 3 damage prevented, 3 Force gained
    json pos = retreated_attack("clone-warrior-4-163", json::array(), 0);
    pos["seats"][1]["arenas"].push_back("obi-wan-kenobi-a");
    Table t(pos);
    REQUIRE(t.step() == "window");
    t.act(LS, "use:obi-wan-kenobi-a");
    CHECK(t.player(LS)["force"] == 3);
    CHECK(retreated_unit(t, LS, "clone-warrior-4-163")["damage"] == 0);
  }
}

TEST_CASE("TCG-ABIL-2, TCG-PLAY-4c, TCG-DMG-1: prevent Battle cards reach a retreated unit of yours - it only prevents (Padawan's Deflection, OQ-TCG-22)", "[tcg]") {
  // Padawan's Deflection: "Pay 3 Force → Prevent 1 damage to a unit of yours.
  // That unit may then deal the amount prevented to a unit of your choice in its arena."
  Table t(retreated_attack("clone-warrior-4-163", {"padawans-deflection"}, 3));
  REQUIRE(t.step() == "window");
  t.act(LS, "use:padawans-deflection");
  CHECK(t.player(LS)["force"] == 0);
  CHECK(t.step() != "deflect");  // a retreated unit has no arena: no unit to deal it to, no prompt
  CHECK(t.logged("Clone Warrior 4/163 deflects 1 damage."));
  CHECK(retreated_unit(t, LS, "clone-warrior-4-163")["damage"] == 2);
  CHECK(t.unit(DS, "Character", "Geonosian Warrior")["damage"] == 0);
}
