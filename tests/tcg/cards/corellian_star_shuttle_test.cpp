// Corellian Star Shuttle: "[tap] → Draw 1. (Your build step only.)"
#include "../tcg_fixture.h"

using namespace tcgt;

TEST_CASE("Corellian Star Shuttle: tap it in your build step to draw 1, not in the opponent's (TCG-ABIL-4, TCG-BUILD-1)", "[tcg][tcg-cards]") {
  json ds = {{"arenas", {"geonosian-warrior"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"corellian-star-shuttle"}}, {"deck", {"clone-squad", "clone-platoon"}}};
  Table t(json{{"seats", {ds, ls}}, {"start", "build"}});
  CHECK_FALSE(t.offers(LS, "use:"));  // the Dark Side's build step
  t.act(DS, "done");
  t.act(LS, "use:corellian-star-shuttle");
  CHECK(t.hand(LS) == std::vector<std::string>{"Clone Squad"});
  CHECK(t.unit(LS, "Space", "Corellian Star Shuttle")["tapped"] == true);
  CHECK_FALSE(t.offers(LS, "use:"));
}
