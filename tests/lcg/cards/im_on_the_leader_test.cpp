// I'm On the Leader: "Action: place 1 focus token on a target enemy Fighter unit."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("I'm On the Leader places 1 focus token on a target enemy Fighter unit only", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 2},
               {"dark", {{"hand", {"im-on-the-leader"}},
                         {"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}},
                         {"units", {"tie-fighter"}}}},
               {"light", {{"units", {"x-wing", "luke-skywalker"}}}}});
  t.act(kDark, "use:im-on-the-leader");
  CHECK(t.offers(kDark, "target:x-wing"));
  CHECK_FALSE(t.offers(kDark, "target:luke-skywalker"));  // not a Fighter
  CHECK_FALSE(t.offers(kDark, "target:tie-fighter"));     // a Fighter, but friendly
  t.act(kDark, "target:x-wing");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  CHECK(t.unit(kLight, "X-Wing")["focus"] == 1);
  CHECK(t.unit(kLight, "Luke Skywalker")["focus"] == 0);
  CHECK(t.card(kDark, "discard", "I'm On the Leader").is_object());
}

TEST_CASE("I'm On the Leader is not offered without an enemy Fighter unit", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 2},
               {"dark", {{"hand", {"im-on-the-leader"}},
                         {"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}},
                         {"units", {"tie-fighter"}}}},
               {"light", {{"units", {"luke-skywalker"}}}}});
  CHECK_FALSE(t.offers(kDark, "use:im-on-the-leader"));  // LCG-TERMS-12: no legal target
}
