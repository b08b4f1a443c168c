// Log Trap: "Goes in your play area. Action: focus this enhancement; your
// opponent places 1 focus token on an attacking unit of his."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Log Trap has the opponent focus one of his attacking units, of his choice", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3}, {"engagement", {{"objective", 0}}},
               {"dark", {{"tookTurn", true}, {"units", {{{"card", "at-st"}, {"attacking", true}},
                                                        {{"card", "tie-fighter"}, {"attacking", true}}, "darth-vader"}}}},
               {"light", {{"tookTurn", true}, {"objectives", {"a-heros-journey", "in-you-must-go", "the-rebel-fleet"}},
                          {"enhancements", {"log-trap"}}}}});
  t.pass_until(kLight, "use:log-trap");
  t.act(kLight, "use:log-trap");
  CHECK(t.to_act() == std::vector<int>{kDark});  // the opponent chooses
  CHECK(t.offers(kDark, "choose:at-st"));
  CHECK(t.offers(kDark, "choose:tie-fighter"));
  CHECK_FALSE(t.offers(kDark, "choose:darth-vader"));  // not attacking
  t.act(kDark, "choose:at-st");
  CHECK(t.unit(kDark, "AT-ST")["focus"] == 1);
  CHECK(t.unit(kDark, "TIE Fighter")["focus"] == 0);
  CHECK_FALSE(t.offers(kLight, "use:log-trap"));  // focused: used
}

TEST_CASE("Log Trap has nothing to do without attacking units", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"tookTurn", true}, {"units", {"at-st"}}, {"hand", {"tie-fighter"}}}},
               {"light", {{"tookTurn", true}, {"enhancements", {"log-trap"}}}}});
  t.act(kDark, "pass");
  CHECK_FALSE(t.offers(kLight, "use:log-trap"));
}
