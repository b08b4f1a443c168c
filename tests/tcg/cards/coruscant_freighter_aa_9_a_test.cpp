// Coruscant Freighter AA-9 (A): "[tap] → Draw 3, then discard 2 of the cards in your hand. (Your build step only.)"
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Coruscant Freighter AA-9 (A): draw 3, then discard 2 of your choice (TCG-ABIL-4)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"coruscant-freighter-aa-9-a"}}, {"deck", {"clone-squad", "clone-platoon", "naboo-cruiser", "jedi-patrol"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "done");
  t.act(LS, "use:coruscant-freighter-aa-9-a");
  CHECK(t.hand_count(LS) == 3);
  t.act(LS, "pick:clone-squad");
  t.act(LS, "pick:naboo-cruiser");
  CHECK(t.hand(LS) == std::vector<std::string>{"Clone Platoon"});
  CHECK(t.deck_count(LS) == 1);
  CHECK(t.step() == "build");
}
