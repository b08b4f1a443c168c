// A New Hope: "Action: each player picks up to 3 units he controls; every
// unit not picked goes back to its owner's hand."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("A New Hope: each player keeps up to 3 chosen units, the others go back to hand", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"light", {{"hand", {"a-new-hope"}}, {"objectives", {"the-rebel-fleet", "draw-their-fire", "a-heros-journey"}},
                          {"units", {"x-wing", "y-wing", "rebel-trooper", "wookiee-navigator"}}}},
               {"dark", {{"units", {"tie-fighter", "at-st"}}}}});
  t.act(kLight, "use:a-new-hope");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  CHECK_FALSE(t.offers(kLight, "choose:tie-fighter"));  // its own units only
  t.act(kLight, "choose:x-wing");
  t.act(kLight, "choose:y-wing");
  t.act(kLight, "choose:rebel-trooper");
  CHECK_FALSE(t.offers(kLight, "choose:wookiee-navigator"));  // up to 3
  t.act(kLight, "done");
  CHECK(t.to_act() == std::vector<int>{kDark});
  t.act(kDark, "choose:tie-fighter");
  t.act(kDark, "done");
  CHECK(t.unit(kLight, "X-Wing").is_object());
  CHECK(t.unit(kLight, "Y-Wing").is_object());
  CHECK(t.unit(kLight, "Rebel Trooper").is_object());
  CHECK(t.unit(kLight, "Wookiee Navigator").is_null());
  CHECK(t.count(kLight, "hand", "Wookiee Navigator") == 1);
  CHECK(t.unit(kDark, "TIE Fighter").is_object());
  CHECK(t.unit(kDark, "AT-ST").is_null());
  CHECK(t.count(kDark, "hand", "AT-ST") == 1);
}
