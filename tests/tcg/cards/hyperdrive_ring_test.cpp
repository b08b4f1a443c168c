// Hyperdrive Ring: "+2 power for this unit while you have a Starfighter in the Space arena."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Hyperdrive Ring: +2 power while you have a Starfighter in the Space arena (TCG-ABIL-11)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"droid-starfighter-dfs-4ct", "geonosian-guard"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"hyperdrive-ring", "jedi-starfighter-3r3"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "retreat"}});
  CHECK(t.unit(LS, "Space", "Hyperdrive Ring")["power"] == 3);
  t.act(DS, "done");
  t.act(LS, "retreat:jedi-starfighter-3r3");  // the opponent's Droid Starfighter does not count
  CHECK(t.unit(LS, "Space", "Hyperdrive Ring")["power"] == 1);
}
