// Captain Typho (A): "While Typho is in the Character arena: +10 speed for each other Naboo Soldier of yours."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Captain Typho (A): +10 speed for each other Naboo Soldier of yours (TCG-ABIL-11, TCG-CARD-1)", "[tcg][tcg-cards]") {
  // Naboo Security Guard is a Naboo Soldier; Typho himself does not count.
  json ds = {{"arenas", {"geonosian-warrior"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"captain-typho-a", "naboo-security-guard", "clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  CHECK(t.unit(LS, "Character", "Captain Typho")["speed"] == 50);  // printed 40, one other Naboo Soldier
  t.act(DS, "done");
  t.act(LS, "retreat:naboo-security-guard");
  CHECK(t.unit(LS, "Character", "Captain Typho")["speed"] == 40);  // a retreated unit is in no arena (TCG-RETREAT-2)
}
