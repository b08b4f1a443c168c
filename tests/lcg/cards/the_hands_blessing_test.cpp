// The Hand's Blessing: "Enhance a Character unit. Reaction: after you
// refresh, remove all focus tokens from enhanced unit."
#include "card_table.h"
using namespace lcgcard;

namespace {
Table refresh(const char* active) {
  return Table(json{{"phase", "refresh"}, {"active", active}, {"turn", 3},
                    {"dark", {{"tookTurn", true},
                              {"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}},
                              {"units", {{{"card", "nightsister"}, {"focus", 4}, {"enhancements", {"the-hands-blessing"}}},
                                         {{"card", "darth-vader"}, {"focus", 4}}}}}},
                    {"light", {{"tookTurn", true},
                               {"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}},
                               {"units", {"luke-skywalker"}}}}});
}
}  // namespace

TEST_CASE("The Hand's Blessing removes every focus token from the enhanced unit after you refresh", "[lcg][card]") {
  Table t = refresh("dark");
  t.pass_until(kDark, "use:the-hands-blessing");
  CHECK(t.unit(kDark, "Nightsister")["focus"] == 3);  // the refresh took one
  t.act(kDark, "use:the-hands-blessing");
  CHECK_FALSE(t.offers(kDark, "target:darth-vader"));  // only the enhanced unit
  t.act(kDark, "target:nightsister");
  CHECK(t.unit(kDark, "Nightsister")["focus"] == 0);
  CHECK(t.unit(kDark, "Darth Vader")["focus"] == 2);  // only the enhanced unit (Elite: two off)
  CHECK_FALSE(t.offers(kDark, "use:the-hands-blessing"));  // once
}

TEST_CASE("The Hand's Blessing answers only its controller's refresh", "[lcg][card]") {
  Table t = refresh("light");
  for (int i = 0; i < 8 && t.view()["phase"] == "refresh"; ++i) {
    CHECK_FALSE(t.offers(kDark, "use:the-hands-blessing"));
    std::vector<int> who = t.to_act();
    if (who.empty()) break;
    t.act(who[0], "pass");
  }
}

TEST_CASE("The Hand's Blessing goes only on a Character unit", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 2},
               {"dark", {{"hand", {"the-hands-blessing"}},
                         {"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}},
                         {"units", {"darth-vader", "tie-fighter"}}}}});
  t.act(kDark, "deploy:the-hands-blessing");
  CHECK(t.offers(kDark, "attach:darth-vader"));
  CHECK_FALSE(t.offers(kDark, "attach:tie-fighter"));
}
