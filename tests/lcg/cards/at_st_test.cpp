// AT-ST: "Reaction: after this unit enters play, draw 1 card."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("AT-ST draws a card after it enters play, and only for itself", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"hand", {"at-st", "tie-fighter"}}, {"deck", {"tallon-roll", "force-choke"}},
                         {"objectives", {"imperial-command", "the-endor-gambit", "death-and-despayre"}}}}});
  t.act(kDark, "deploy:at-st");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  REQUIRE(t.unit(kDark, "AT-ST").is_object());
  t.act(kDark, "use:at-st");
  CHECK(t.count(kDark, "hand", "Tallon Roll") == 1);
  CHECK(t.view(kDark)["players"][kDark]["deckCount"] == 1);
  // Another unit entering play is not "this unit".
  t.act(kDark, "deploy:tie-fighter");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  REQUIRE(t.unit(kDark, "TIE Fighter").is_object());
  CHECK_FALSE(t.offers(kDark, "use:at-st"));
  CHECK(t.view(kDark)["players"][kDark]["deckCount"] == 1);
}
