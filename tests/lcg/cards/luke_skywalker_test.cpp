// Luke Skywalker: "Reaction: after your opponent's turn begins, remove 1 focus token from this unit."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Luke Skywalker sheds a focus token when the Dark Side's turn begins, not on his own turn", "[lcg][card]") {
  Table t(json{{"phase", "balance"}, {"active", "dark"}, {"turn", 3},
               {"light", {{"units", {{{"card", "luke-skywalker"}, {"focus", 2}}}}}}});
  REQUIRE(t.offers(kLight, "use:luke-skywalker"));
  t.act(kLight, "use:luke-skywalker");
  CHECK(t.unit(kLight, "Luke Skywalker")["focus"] == 1);

  Table own(json{{"phase", "balance"}, {"active", "light"}, {"turn", 3},
                 {"light", {{"units", {{{"card", "luke-skywalker"}, {"focus", 2}}}}}}});
  CHECK_FALSE(own.offers(kLight, "use:luke-skywalker"));
}
