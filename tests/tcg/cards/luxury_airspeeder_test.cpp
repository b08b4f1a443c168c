// Luxury Airspeeder: "While this unit is in the Ground arena: +10 speed for each other Ground unit of yours."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Luxury Airspeeder: +10 speed for each other Ground unit of yours (TCG-ABIL-11)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"luxury-airspeeder", "battle-droid-squad", "geonosian-warrior"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad", "clone-platoon"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  CHECK(t.unit(DS, "Ground", "Luxury Airspeeder")["speed"] == 70);  // 60 + the droid squad; not the Character, not the opponent's
  t.act(DS, "retreat:battle-droid-squad");
  CHECK(t.unit(DS, "Ground", "Luxury Airspeeder")["speed"] == 60);
}
