// Chancellor Palpatine (A): "While Palpatine is in the Character arena: -10 speed for each Character of your opponent."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Chancellor Palpatine (A): -10 speed for each Character of your opponent (TCG-ABIL-11)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior", "geonosian-guard", "battle-droid-squad"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"chancellor-palpatine-a", "clone-warrior-4-163"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  CHECK(t.unit(LS, "Character", "Chancellor Palpatine")["speed"] == 10);  // 30 - 2 opposing Characters (not the Ground unit, not his own)
  t.act(DS, "retreat:geonosian-guard");
  CHECK(t.unit(LS, "Character", "Chancellor Palpatine")["speed"] == 20);
}
