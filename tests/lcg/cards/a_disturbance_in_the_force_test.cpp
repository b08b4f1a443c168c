// A Disturbance In the Force: "Action: place 1 focus token on each enemy
// unit that is committed to the Force."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("A Disturbance In the Force focuses every enemy unit with Force committed, and no other", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"tookTurn", true}, {"hand", {"a-disturbance-in-the-force"}},
                         {"objectives", {"counsel-of-the-sith", "fall-of-the-jedi", "the-heart-of-the-empire"}},
                         {"units", {{{"card", "nightsister"}, {"force", true}}}}}},
               {"light", {{"tookTurn", true},
                          {"units", {{{"card", "luke-skywalker"}, {"force", true}},
                                     {{"card", "x-wing"}, {"force", true}, {"focus", 1}},
                                     "obi-wan-kenobi"}}}}});
  t.act(kDark, "use:a-disturbance-in-the-force");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  CHECK(t.unit(kLight, "Luke Skywalker")["focus"] == 1);
  CHECK(t.unit(kLight, "X-Wing")["focus"] == 2);
  CHECK(t.unit(kLight, "Obi-Wan Kenobi")["focus"] == 0);  // no Force committed
  CHECK(t.unit(kDark, "Nightsister")["focus"] == 0);      // friendly
  CHECK(t.card(kDark, "discard", "A Disturbance In the Force").is_object());
}

TEST_CASE("A Disturbance In the Force: a shield stops its token like any enemy focus (LCG-SHIELD-3)", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"tookTurn", true}, {"hand", {"a-disturbance-in-the-force"}},
                         {"objectives", {"counsel-of-the-sith", "fall-of-the-jedi", "the-heart-of-the-empire"}}}},
               {"light", {{"tookTurn", true}, {"units", {{{"card", "luke-skywalker"}, {"force", true}, {"shields", 1}}}}}}});
  t.act(kDark, "use:a-disturbance-in-the-force");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  CHECK(t.unit(kLight, "Luke Skywalker")["focus"] == 0);
  CHECK(t.unit(kLight, "Luke Skywalker")["shields"] == 0);
}
