// Looking for Droids: "You may ignore resource match when you play cards from your hand."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Looking for Droids lets its player pay without resource match", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"hand", {"outer-rim-hunter"}},
                         {"objectives", {"looking-for-droids", "imperial-command", "kuat-reinforcements"}}}}});
  REQUIRE(t.offers(kDark, "deploy:outer-rim-hunter"));
  t.act(kDark, "deploy:outer-rim-hunter");
  t.act(kDark, "autopay");
  CHECK(t.unit(kDark, "Outer Rim Hunter").is_object());
}

TEST_CASE("Without Looking for Droids in play the match still applies", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"hand", {"outer-rim-hunter", "looking-for-droids"}},
                         {"objectives", {"the-ultimate-power", "imperial-command", "kuat-reinforcements"}}}}});
  CHECK_FALSE(t.offers(kDark, "deploy:outer-rim-hunter"));
}
