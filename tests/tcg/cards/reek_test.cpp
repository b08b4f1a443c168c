// Reek: "[tap] → Draw 1, then discard 1 of the cards in your hand. (Your build step only.)"
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Reek: draw 1, then discard 1 of your choice, not when tapped (TCG-ABIL-4, TCG-ABIL-3)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"reek"}}, {"hand", {"surge-of-power"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "use:reek");
  t.act(DS, "pick:surge-of-power");
  CHECK(t.hand(DS) == std::vector<std::string>{"Geonosian Guard"});
  CHECK(t.discard(DS) == std::vector<std::string>{"Surge of Power"});
  json tapped = ds;
  tapped["arenas"] = json::array({{{"card", "reek"}, {"tapped", true}}});
  Table u(json{{"seats", {tapped, ls}}, {"start", "build"}});
  CHECK_FALSE(u.offers(DS, "use:"));
}
