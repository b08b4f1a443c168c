// Geonosian Sentry: "While this unit is in the Character arena: each other Geonosian of yours has +10 speed."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Geonosian Sentry: each other Geonosian of yours has +10 speed, not the Sentry, off when it retreats (TCG-ABIL-11, TCG-ABIL-2)",
          "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-sentry", "geonosian-warrior", "geonosian-squad", "battle-droid-squad"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad", "clone-warrior-4-163"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  CHECK(t.unit(DS, "Character", "Geonosian Warrior")["speed"] == 60);  // printed 50
  CHECK(t.unit(DS, "Ground", "Geonosian Squad")["speed"] == 40);       // printed 30: any arena
  CHECK(t.unit(DS, "Character", "Geonosian Sentry")["speed"] == 40);   // printed 40: "other"
  CHECK(t.unit(DS, "Ground", "Battle Droid Squad")["speed"] == 10);    // no Geonosian
  CHECK(t.unit(LS, "Character", "Clone Warrior 4/163")["speed"] == 40);  // the opponent's: unchanged
  t.act(DS, "retreat:geonosian-sentry");
  CHECK(t.unit(DS, "Character", "Geonosian Warrior")["speed"] == 50);
  CHECK(t.unit(DS, "Ground", "Geonosian Squad")["speed"] == 30);
}
