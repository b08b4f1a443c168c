// Destroyer Droid, P Series: "When the Character battle step starts, if this unit is in the Character arena, pick one until the battle phase ends: +20 speed, or +2 power. Shields 1."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Destroyer Droid, P Series: when the Character battle step starts, pick +20 speed or +2 power until the battle phase ends (T5, TCG-ABIL-12)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"destroyer-droid-p-series"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-warrior-4-163"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  const json before = t.unit(DS, "Character", "Destroyer Droid, P Series");
  REQUIRE(before.is_object());
  t.act(DS, "done");
  t.act(LS, "done");
  REQUIRE(t.step() == "choice");  // nothing in Space and Ground: the Character step starts at once
  CHECK(t.count(DS, "pick:destroyer-droid-p-series") == 2);
  CHECK(t.ids(LS).empty());
  const std::vector<std::string> ids = t.ids(DS);
  REQUIRE(ids.size() == 2);
  t.act(DS, ids[0]);  // +20 speed
  const json sped = t.unit(DS, "Character", "Destroyer Droid, P Series");
  CHECK(sped["speed"] == before["speed"].get<int>() + 20);
  CHECK(sped["power"] == before["power"]);
  CHECK(t.step() != "choice");

  Table u(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  u.act(DS, "done");
  u.act(LS, "done");
  const std::vector<std::string> ids2 = u.ids(DS);
  REQUIRE(ids2.size() == 2);
  u.act(DS, ids2[1]);  // +2 power
  const json strong = u.unit(DS, "Character", "Destroyer Droid, P Series");
  CHECK(strong["power"] == before["power"].get<int>() + 2);
  CHECK(strong["speed"] == before["speed"]);
  CHECK(u.logged("has +2 power until the battle phase ends"));
}

TEST_CASE("Destroyer Droid, P Series: no choice while it is not in the Character arena (T5)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-guard"}}, {"build", {{{"card", "destroyer-droid-p-series"}, {"retreated", true}}}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-warrior-4-163"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  t.act(DS, "done");
  t.act(LS, "done");
  CHECK(t.step() != "choice");
  CHECK(t.count(DS, "pick:destroyer-droid-p-series") == 0);
}
