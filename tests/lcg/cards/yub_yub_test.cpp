// Yub Yub!: "Action: focus an Ewok unit you control to discard a target enhancement from play."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Yub Yub! focuses a ready Ewok of its player to discard a target enhancement", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"light", {{"hand", {"yub-yub"}}, {"objectives", {"a-heros-journey", "in-you-must-go", "the-rebel-fleet"}},
                          {"units", {"ewok-scout", {{"card", "ewok-scout@17"}, {"focus", 1}}, "x-wing"}}}},
               {"dark", {{"objectives", {"fall-of-the-jedi", "the-emperors-web", "imperial-command"}},
                         {"units", {{{"card", "darth-vader"}, {"enhancements", {"vaders-lightsaber"}}}}}}}});
  t.act(kLight, "use:yub-yub");
  CHECK_FALSE(t.offers(kLight, "target:darth-vader"));  // not an enhancement
  t.act(kLight, "target:vaders-lightsaber");
  CHECK_FALSE(t.offers(kLight, "choose:x-wing"));  // not an Ewok
  REQUIRE(t.ids(kLight).size() == 1);              // the exhausted Ewok Scout cannot pay
  t.act(kLight, "choose:ewok-scout");
  CHECK(t.card(kDark, "discard", "Vader's Lightsaber").is_object());
  CHECK(t.unit(kDark, "Darth Vader")["attachments"].empty());
  CHECK(t.view()["players"][kLight]["units"][0]["focus"] == 1);
}

TEST_CASE("Yub Yub! needs a ready Ewok unit", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"light", {{"hand", {"yub-yub"}}, {"units", {{{"card", "ewok-scout"}, {"focus", 1}}}}}},
               {"dark", {{"units", {{{"card", "darth-vader"}, {"enhancements", {"vaders-lightsaber"}}}}}}}});
  CHECK_FALSE(t.offers(kLight, "use:yub-yub"));
}
