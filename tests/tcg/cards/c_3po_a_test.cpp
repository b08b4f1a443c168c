// C-3PO (A): "[tap], discard 2 cards from your hand → Draw 2. (Your build step only.)"
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("C-3PO (A): discard 2 cards of your choice, then draw 2, only with 2 cards in hand (TCG-ABIL-3, TCG-ABIL-4)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"c-3po-a"}}, {"hand", {"clone-platoon", "windus-solution", "naboo-cruiser"}}, {"deck", {"clone-squad", "jedi-patrol", "yoda-b"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "done");
  t.act(LS, "use:c-3po-a");
  CHECK(t.hand_count(LS) == 3);  // the discard comes first
  t.act(LS, "pick:naboo-cruiser");
  t.act(LS, "pick:clone-platoon");
  CHECK(t.hand(LS) == std::vector<std::string>{"Windu's Solution", "Clone Squad", "Jedi Patrol"});
  CHECK(t.discard(LS).size() == 2);
  ls["hand"] = {"clone-platoon"};
  Table u(json{{"seats", {ds, ls}}, {"start", "build"}});
  u.act(DS, "done");
  CHECK_FALSE(u.offers(LS, "use:"));  // the cost cannot be paid with 1 card
}
