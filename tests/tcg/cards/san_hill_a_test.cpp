// San Hill (A): "[tap] → Build points this turn: +2 for you, +1 for your opponent. (Your build step only.)"
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("San Hill (A): +2 build points for you and +1 for the opponent this turn (TCG-ABIL-4, TCG-CMD-3, TCG-CMD-6)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"san-hill-a"}}, {"buildPoints", 1}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"buildPoints", 3}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "use:san-hill-a");
  CHECK(t.player(DS)["buildPoints"] == 3);
  CHECK(t.player(LS)["buildPoints"] == 4);
  CHECK_FALSE(t.offers(DS, "use:"));  // tapped: once
  t.act(DS, "done");
  CHECK(t.player(DS)["buildPoints"] == 0);  // unspent points are lost (TCG-CMD-6)
  CHECK_FALSE(t.offers(LS, "use:"));        // not in the opponent's build step
}
