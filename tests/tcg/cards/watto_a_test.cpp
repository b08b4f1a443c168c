// Watto (A): "When the battle phase ends: if Watto is in the Character arena, one of your Droids, Speeders or Starfighters may lose 1 damage counter."
#include "../tcg_fixture.h"

using namespace tcgt;

namespace {
// Declines every attack and passes every window until a seat is asked to choose (a card's script).
void to_choice(Table& t) {
  for (int k = 0; k < 40 && t.step() != "choice" && t.view()["turn"] == 1; ++k) {
    const int who = t.to_act()[0];
    t.act(who, t.offers(who, "decline") ? "decline" : t.offers(who, "pass") ? "pass" : "done");
  }
}
}  // namespace

TEST_CASE("Watto (A): when the battle phase ends, a Droid, Speeder or Starfighter of yours may lose 1 damage counter (T5)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"watto-a", {{"card", "battle-droid-squad"}, {"damage", 2}}, {{"card", "geonosian-warrior"}, {"damage", 1}}}},
             {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-warrior-4-163"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "battle"}, {"arena", "ground"}});
  to_choice(t);
  REQUIRE(t.step() == "choice");
  CHECK(t.count(DS, "pick:") == 1);  // the Droid; not the Geonosian Warrior
  CHECK(t.offers(DS, "done"));       // "may"
  t.act(DS, "pick:battle-droid-squad");
  CHECK(t.unit(DS, "Ground", "Battle Droid Squad")["damage"] == 1);
  CHECK(t.view()["turn"] == 2);
}
