// Our Most Desperate Hour: "Action: place 1 shield on a target Character unit, even if it already has one."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Our Most Desperate Hour puts a second shield on a shielded Character (LCG-SHIELD-2, C5)", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"light", {{"hand", {"our-most-desperate-hour"}},
                          {"units", {{{"card", "luke-skywalker"}, {"shields", 1}}, "x-wing"}}}}});
  t.act(kLight, "use:our-most-desperate-hour");
  CHECK_FALSE(t.offers(kLight, "target:x-wing"));  // not a Character
  t.act(kLight, "target:luke-skywalker");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  CHECK(t.unit(kLight, "Luke Skywalker")["shields"] == 2);
}
