// Acklay: "+30 speed for this unit while it is your only unit in the Character arena."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Acklay: +30 speed only while it is your only unit in the Character arena (TCG-ABIL-11)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"acklay", "geonosian-guard", "battle-droid-squad"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-warrior-4-163"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  CHECK(t.unit(DS, "Character", "Acklay")["speed"] == 40);  // not alone
  t.act(DS, "retreat:geonosian-guard");
  CHECK(t.unit(DS, "Character", "Acklay")["speed"] == 70);  // alone (the Ground unit is in another arena)
}
