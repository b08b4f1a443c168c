// Seek the Council's Wisdom: "Your Force goes up by 4."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Seek the Council's Wisdom: completing it gives its owner 4 Force (TCG-BUILD-7)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior"}}, {"force", 2}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"build", {{{"card", "seek-the-councils-wisdom"}, {"counters", 1}}}}, {"force", 1},
             {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "done");
  CHECK_FALSE(t.offers(LS, "complete:"));  // 1 counter of 2
  ls["build"][0]["counters"] = 2;
  Table u(json{{"seats", {ds, ls}}, {"start", "build"}});
  u.act(DS, "done");
  u.act(LS, "complete:seek-the-councils-wisdom");
  CHECK(u.player(LS)["force"] == 5);
  CHECK(u.player(DS)["force"] == 2);
}
