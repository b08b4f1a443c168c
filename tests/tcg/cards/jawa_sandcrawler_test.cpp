// Jawa Sandcrawler: "[tap] → Draw 2, then discard 2 of the cards in your hand. (Your build step only.)"
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Jawa Sandcrawler: draw 2, then discard 2 of your choice (TCG-ABIL-4)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"jawa-sandcrawler"}}, {"hand", {"surge-of-power"}}, {"deck", {"geonosian-guard", "geonosian-warrior", "reek"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "use:jawa-sandcrawler");
  CHECK(t.hand_count(DS) == 3);
  t.act(DS, "pick:surge-of-power");
  CHECK(t.step() == "choice");  // a second discard
  t.act(DS, "pick:geonosian-guard");
  CHECK(t.hand(DS) == std::vector<std::string>{"Geonosian Warrior"});
  CHECK(t.discard(DS).size() == 2);
  CHECK(t.step() == "build");
}
