// Luxury Airspeeder: "While this unit is in the Ground arena: each other Ground unit of yours has +10 speed."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Luxury Airspeeder: each other Ground unit of yours has +10 speed, not the Airspeeder, off when it retreats (TCG-ABIL-11, TCG-ABIL-2)",
          "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"luxury-airspeeder", "battle-droid-squad", "geonosian-warrior"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad", "clone-platoon"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  CHECK(t.unit(DS, "Ground", "Battle Droid Squad")["speed"] == 20);      // printed 10
  CHECK(t.unit(DS, "Ground", "Luxury Airspeeder")["speed"] == 60);       // printed 60: "other"
  CHECK(t.unit(DS, "Character", "Geonosian Warrior")["speed"] == 50);    // no Ground unit
  CHECK(t.unit(LS, "Ground", "Clone Squad")["speed"] == 10);             // the opponent's: unchanged
  CHECK(t.unit(LS, "Ground", "Clone Platoon")["speed"] == 40);
  t.act(DS, "retreat:luxury-airspeeder");
  CHECK(t.unit(DS, "Ground", "Battle Droid Squad")["speed"] == 10);
}
