// Chase the Villain: "For the rest of the turn, your opponent may not retreat Characters in their retreat step."
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Chase the Villain: the opponent may not retreat Characters this turn, other units yes (TCG-BUILD-7, TCG-RETREAT-1, TCG-TURN-5)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior", "battle-droid-squad"}}, {"deck", {"geonosian-guard", "geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"build", {{{"card", "chase-the-villain"}, {"counters", 2}}}}, {"deck", {"clone-squad", "clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "done");
  t.act(LS, "complete:chase-the-villain");
  t.act(LS, "done");
  REQUIRE(t.step() == "retreat");
  CHECK_FALSE(t.offers(DS, "retreat:geonosian-warrior"));
  CHECK(t.offers(DS, "retreat:battle-droid-squad"));
  // The next turn the Character may retreat again.
  while (t.view()["turn"] == 1 || t.step() != "retreat") {
    const int who = t.to_act()[0];
    t.act(who, t.offers(who, "decline") ? "decline" : t.offers(who, "pass") ? "pass" : "done");
  }
  CHECK(t.offers(DS, "retreat:geonosian-warrior"));
}
