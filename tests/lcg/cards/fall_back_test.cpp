// Fall Back!: "Action: a target unit you control goes back to its owner's hand."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Fall Back! returns a target unit its player controls to hand, never an enemy unit", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"light", {{"hand", {"fall-back"}},
                          {"objectives", {"the-rebel-fleet", "draw-their-fire", "a-heros-journey"}},
                          {"units", {{{"card", "x-wing"}, {"damage", 1}, {"focus", 1}}, "y-wing"}}}},
               {"dark", {{"units", {"tie-fighter"}}}}});
  t.act(kLight, "use:fall-back");
  CHECK(t.offers(kLight, "target:x-wing"));
  CHECK(t.offers(kLight, "target:y-wing"));
  CHECK_FALSE(t.offers(kLight, "target:tie-fighter"));      // not a unit you control
  CHECK_FALSE(t.offers(kLight, "target:the-rebel-fleet"));  // not a unit
  t.act(kLight, "target:x-wing");
  CHECK(t.unit(kLight, "X-Wing").is_null());
  CHECK(t.count(kLight, "hand", "X-Wing") == 1);
  CHECK(t.unit(kLight, "Y-Wing").is_object());
  CHECK(t.card(kLight, "discard", "Fall Back!").is_object());
}
