// Kaminoan Guard: "+1 power for this unit while any arena holds at least one Clone."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Kaminoan Guard: +1 power while any arena, either side's, holds a Clone (TCG-ABIL-11)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"kaminoan-guard", "geonosian-guard"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad", "obi-wan-kenobi-c"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  CHECK(t.unit(DS, "Character", "Kaminoan Guard")["power"] == 4);  // the opponent's Clone Squad counts
  t.act(DS, "done");
  t.act(LS, "retreat:clone-squad");
  CHECK(t.unit(DS, "Character", "Kaminoan Guard")["power"] == 3);
}
