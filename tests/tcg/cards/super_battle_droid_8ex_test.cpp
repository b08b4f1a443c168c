// Super Battle Droid 8EX: "+10 speed and +1 power for this unit while you have another Droid in any arena."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Super Battle Droid 8EX: +10 speed and +1 power while you have another Droid (TCG-ABIL-11)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"super-battle-droid-8ex", "battle-droid-squad"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad", "clone-warrior-4-163"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  CHECK(t.unit(DS, "Character", "Super Battle Droid 8EX")["speed"] == 50);
  CHECK(t.unit(DS, "Character", "Super Battle Droid 8EX")["power"] == 6);
  t.act(DS, "retreat:battle-droid-squad");  // itself alone does not count
  CHECK(t.unit(DS, "Character", "Super Battle Droid 8EX")["speed"] == 40);
  CHECK(t.unit(DS, "Character", "Super Battle Droid 8EX")["power"] == 5);
}
