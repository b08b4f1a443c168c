// Jedi Patrol: "[tap] → Draw 1, then discard 1 of the cards in your hand. (Your build step only.)"
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Jedi Patrol: draw 1, then discard 1 of your choice (TCG-ABIL-4, TCG-BUILD-1)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"jedi-patrol"}}, {"deck", {"clone-squad", "clone-platoon"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  CHECK_FALSE(t.offers(DS, "use:"));
  t.act(DS, "done");
  t.act(LS, "use:jedi-patrol");
  REQUIRE(t.count(LS, "pick:") == 1);  // the one card just drawn
  t.act(LS, "pick:clone-squad");
  CHECK(t.hand_count(LS) == 0);
  CHECK(t.discard(LS) == std::vector<std::string>{"Clone Squad"});
}
