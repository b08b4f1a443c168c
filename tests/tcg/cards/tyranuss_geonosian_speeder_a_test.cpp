// Tyranus's Geonosian Speeder (A): "[tap] → You may find a Battle card in your deck, reveal it and add it to your hand; shuffle your deck afterwards. (Your build step only.)"
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Tyranus's Geonosian Speeder (A): tap to search the deck for a Battle card (TCG-ABIL-4, TCG-GLOSS-13)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"tyranuss-geonosian-speeder-a"}}, {"deck", {"geonosian-guard", "surge-of-power", "geonosian-warrior"}}};
  json ls = {{"arenas", {"clone-squad"}}, {"deck", {"clone-squad"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  t.act(DS, "use:tyranuss-geonosian-speeder-a");
  CHECK(t.count(DS, "pick:") == 1);
  CHECK(t.view(DS)["prompt"]["secret"] == true);
  t.act(DS, "pick:surge-of-power");
  CHECK(t.hand(DS) == std::vector<std::string>{"Surge of Power"});
  CHECK(t.unit(DS, "Ground", "Tyranus's Geonosian Speeder")["tapped"] == true);
  CHECK_FALSE(t.offers(DS, "use:"));
}
