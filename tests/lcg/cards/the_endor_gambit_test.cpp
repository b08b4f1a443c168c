// The Endor Gambit: "Reaction: after you refresh, remove 1 focus token from a
// target Vehicle unit."
#include "card_table.h"
using namespace lcgcard;

namespace {
Table refresh(const char* active) {
  return Table(json{{"phase", "refresh"}, {"active", active}, {"turn", 3},
                    {"dark", {{"tookTurn", true}, {"objectives", {"the-endor-gambit", "imperial-command", "death-and-despayre"}},
                              {"units", {{{"card", "at-st"}, {"focus", 3}}, {{"card", "at-st-commander"}, {"focus", 3}},
                                         {{"card", "tie-fighter"}, {"focus", 1}}}}}},
                    {"light", {{"tookTurn", true}, {"units", {{{"card", "x-wing"}, {"focus", 2}}}}}}});
}
}  // namespace

TEST_CASE("The Endor Gambit removes a focus token from a target Vehicle after its controller refreshes", "[lcg][card]") {
  Table t = refresh("dark");
  t.pass_until(kDark, "use:the-endor-gambit");
  CHECK(t.unit(kDark, "AT-ST")["focus"] == 2);  // the refresh took one first (LCG-REFRESH-1, C8)
  t.act(kDark, "use:the-endor-gambit");
  CHECK_FALSE(t.offers(kDark, "target:at-st-commander"));  // not a Vehicle
  CHECK_FALSE(t.offers(kDark, "target:tie-fighter"));      // ready after the refresh: no token to remove
  CHECK(t.offers(kDark, "target:x-wing"));                 // "a target Vehicle unit": any side's
  t.act(kDark, "target:at-st.");
  CHECK(t.unit(kDark, "AT-ST")["focus"] == 1);
  CHECK_FALSE(t.offers(kDark, "use:the-endor-gambit"));  // once per refresh
}

TEST_CASE("The Endor Gambit does not answer the enemy's refresh", "[lcg][card]") {
  Table t = refresh("light");
  for (int i = 0; i < 6 && t.view()["phase"] == "refresh"; ++i) {
    CHECK_FALSE(t.offers(kDark, "use:the-endor-gambit"));
    std::vector<int> who = t.to_act();
    if (who.empty()) break;
    t.act(who[0], "pass");
  }
}
