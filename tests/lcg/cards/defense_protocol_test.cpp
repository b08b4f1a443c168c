// Defense Protocol: "Reaction: after your draw phase begins, lower your
// reserve value by 1 until the end of the phase to deal 1 damage to a target unit."
#include "card_table.h"
using namespace lcgcard;

namespace {
Table draw_phase(const char* active, json dark_hand) {
  return Table(json{{"phase", "draw"}, {"active", active}, {"turn", 3},
                    {"dark", {{"tookTurn", true}, {"hand", dark_hand},
                              {"objectives", {"defense-protocol", "imperial-command", "death-and-despayre"}},
                              {"units", {"at-st"}}}},
                    {"light", {{"tookTurn", true}, {"units", {"luke-skywalker", "y-wing"}}}}});
}
}  // namespace

TEST_CASE("Defense Protocol trades 1 reserve for 1 damage to a target unit when its draw phase begins", "[lcg][card]") {
  Table t = draw_phase("dark", json::array());
  REQUIRE(t.offers(kDark, "use:defense-protocol"));
  t.act(kDark, "use:defense-protocol");
  CHECK(t.offers(kDark, "target:at-st"));  // any unit
  t.act(kDark, "target:y-wing");
  CHECK(t.unit(kLight, "Y-Wing").is_null());  // capacity 1: destroyed
  CHECK(t.card(kLight, "discard", "Y-Wing").is_object());
  // The draw filled the hand to the lowered reserve value (5), not 6.
  CHECK(t.view()["players"][kDark]["handCount"] == 5);
  // Until the end of the phase only: the Deployment phase has the usual 6.
  CHECK(t.view()["phase"] == "deployment");
  CHECK(t.view()["players"][kDark]["reserve"] == 6);
}

TEST_CASE("Defense Protocol answers only its controller's draw phase", "[lcg][card]") {
  Table t = draw_phase("light", json::array());
  CHECK_FALSE(t.offers(kDark, "use:defense-protocol"));
  CHECK(t.view()["players"][kDark]["reserve"] == 6);
}
