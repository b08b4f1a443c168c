// Mission Briefing / Counsel of the Sith: "Reaction: after your opponent's turn begins, draw 1 card."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Mission Briefing draws a card when the Dark Side's turn begins", "[lcg][card]") {
  Table t(json{{"phase", "balance"}, {"active", "dark"}, {"turn", 3},
               {"light", {{"objectives", {"mission-briefing", "fleeing-the-empire", "the-rebel-fleet"}}}}});
  REQUIRE(t.offers(kLight, "use:mission-briefing"));
  int hand = t.view()["players"][kLight]["handCount"];
  t.act(kLight, "use:mission-briefing");
  CHECK(t.view()["players"][kLight]["handCount"] == hand + 1);
}

TEST_CASE("Counsel of the Sith draws a card when the Light Side's turn begins, not on its own", "[lcg][card]") {
  Table t(json{{"phase", "balance"}, {"active", "light"}, {"turn", 3},
               {"dark", {{"objectives", {"counsel-of-the-sith", "fall-of-the-jedi", "the-emperors-web"}}}}});
  REQUIRE(t.offers(kDark, "use:counsel-of-the-sith"));
  Table own(json{{"phase", "balance"}, {"active", "dark"}, {"turn", 3},
                 {"dark", {{"objectives", {"counsel-of-the-sith", "fall-of-the-jedi", "the-emperors-web"}}}}});
  CHECK_FALSE(own.offers(kDark, "use:counsel-of-the-sith"));
}
