// Taun We (A): "While Taun is in the Character arena: +10 speed for each of your Clones."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Taun We (A): +10 speed for each of your Clones (TCG-ABIL-11)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior", "taun-we-a"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad", "clone-warrior-4-163"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  CHECK(t.unit(DS, "Character", "Taun We")["speed"] == 20);  // the opponent's Clones do not count
  json ls2 = {{"arenas", {"taun-we-a", "clone-squad", "clone-warrior-4-163"}}, {"deck", {"clone-squad"}}};
  json ds2 = {{"arenas", {"geonosian-warrior"}}, {"deck", {"geonosian-guard"}}};
  Table u(json{{"seats", {ds2, ls2}}, {"start", "retreat"}});
  CHECK(u.unit(LS, "Character", "Taun We")["speed"] == 40);
}
