// Fall Back!: "Action: a target unit you control goes back to its owner's hand."
#include "card_table_options.h"
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

TEST_CASE("Fall Back! in 2v2: a teammate's unit is friendly but not one you control (MP-GEN-24)", "[lcg][card][mp]") {
  constexpr int kLS1 = 2;
  TableWith t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
                   {"dark", {{"tookTurn", true}, {"units", {"tie-fighter"}}}},
                   {"dark2", {{"tookTurn", true}}},
                   {"light", {{"tookTurn", true}, {"hand", {"fall-back"}},
                              {"objectives", {"the-rebel-fleet", "draw-their-fire", "a-heros-journey"}},
                              {"units", {"y-wing"}}}},
                   {"light2", {{"tookTurn", true}, {"units", {"x-wing"}}}}},
              json{{"mode", "2v2"}, {"dark2", "sith"}, {"light2", "rebel-alliance"}});
  t.act(kLS1, "use:fall-back");
  CHECK(t.offers(kLS1, "target:y-wing"));
  CHECK_FALSE(t.offers(kLS1, "target:x-wing"));       // the teammate's: friendly, but he controls it
  CHECK_FALSE(t.offers(kLS1, "target:tie-fighter"));  // an enemy's
}
