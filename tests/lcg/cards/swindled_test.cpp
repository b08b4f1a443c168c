// Swindled: "Action: a target unit whose printed cost is 2 or less goes back to its owner's hand."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Swindled returns a unit of printed cost 2 or less to its owner's hand, of either side", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"light", {{"hand", {"swindled"}},
                          {"objectives", {"questionable-contacts", "a-heros-journey", "in-you-must-go"}},
                          {"units", {"rebel-trooper", "han-solo"}}}},
               {"dark", {{"units", {"tie-fighter", "darth-vader", "at-st"}}}}});
  t.act(kLight, "use:swindled");
  CHECK(t.offers(kLight, "target:tie-fighter"));     // cost 1
  CHECK(t.offers(kLight, "target:rebel-trooper"));   // cost 0, a friendly unit is a target too
  CHECK_FALSE(t.offers(kLight, "target:at-st"));     // cost 3
  CHECK_FALSE(t.offers(kLight, "target:darth-vader"));  // cost 5
  CHECK_FALSE(t.offers(kLight, "target:han-solo"));  // cost 4
  t.act(kLight, "target:tie-fighter");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  CHECK(t.unit(kDark, "TIE Fighter").is_null());
  CHECK(t.count(kDark, "hand", "TIE Fighter") == 1);  // its owner's hand
  CHECK(t.card(kLight, "discard", "Swindled").is_object());
}
