// Zam Wesell (A): "When the Character battle step starts, if Zam is in the Character arena, pick one: Zam loses 1 damage counter, or Zam has Critical Hit 2 until the battle phase ends."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Zam Wesell (A): when the Character battle step starts, pick one: lose 1 damage counter or Critical Hit 2 (T5, TCG-ABIL-12)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {{{"card", "zam-wesell-a"}, {"damage", 2}}}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-warrior-4-163"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  t.act(DS, "done");
  t.act(LS, "done");
  REQUIRE(t.step() == "choice");  // nothing in Space and Ground: the Character step starts at once
  CHECK(t.count(DS, "pick:zam-wesell-a") == 2);
  CHECK(t.ids(LS).empty());
  t.act(DS, "pick:zam-wesell-a");  // option 0: lose a damage counter
  CHECK(t.unit(DS, "Character", "Zam Wesell")["damage"] == 1);
  CHECK(t.step() != "choice");
  Table u(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  u.act(DS, "done");
  u.act(LS, "done");
  const std::vector<std::string> ids = u.ids(DS);
  REQUIRE(ids.size() == 2);
  u.act(DS, ids[1]);  // option 1: Critical Hit 2
  CHECK(u.unit(DS, "Character", "Zam Wesell")["damage"] == 2);
  CHECK(u.logged("Zam Wesell (A) has Critical Hit 2"));
}
