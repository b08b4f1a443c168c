// Geonosian Sentry: "While this unit is in the Character arena: +10 speed for each other Geonosian of yours."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Geonosian Sentry: +10 speed for each other Geonosian of yours (TCG-ABIL-11)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-sentry", "geonosian-warrior", "geonosian-guard", "battle-droid-squad"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad", "clone-warrior-4-163"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  CHECK(t.unit(DS, "Character", "Geonosian Sentry")["speed"] == 60);  // 40 + Warrior + Guard (not itself, not the droids)
  t.act(DS, "retreat:geonosian-guard");
  CHECK(t.unit(DS, "Character", "Geonosian Sentry")["speed"] == 50);
}
