// Viper Probe Droid: "You may play this unit from your discard pile as if it were in your hand."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Viper Probe Droid is played from the discard pile", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"discard", {"viper-probe-droid", "tie-fighter"}},
                         {"objectives", {"imperial-command", "the-ultimate-power", "kuat-reinforcements"}}}}});
  REQUIRE(t.offers(kDark, "deploy:viper-probe-droid"));
  CHECK_FALSE(t.offers(kDark, "deploy:tie-fighter"));  // other discarded cards stay there
  t.act(kDark, "deploy:viper-probe-droid");
  t.act(kDark, "autopay");
  CHECK(t.unit(kDark, "Viper Probe Droid").is_object());
  CHECK(t.card(kDark, "discard", "Viper Probe Droid").is_null());
}

TEST_CASE("Viper Probe Droid from the discard pile keeps the Deployment rules: not in the opponent's turn, not unpaid", "[lcg][card]") {
  // Force Choke in hand: the Dark Side has priority in the Light Side's windows.
  Table theirs(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 4},
                    {"dark", {{"discard", {"viper-probe-droid"}}, {"hand", {"force-choke"}},
                              {"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}}}},
                    {"light", {{"units", {"luke-skywalker"}}}}});
  // Through the Light Side's turn (its windows, where the Dark Side acts too) up to the Dark Side's own.
  int windows = 0;
  for (int i = 0; i < 8 && theirs.view()["active"] == kLight && !theirs.to_act().empty(); ++i) {
    CHECK_FALSE(theirs.offers(kDark, "deploy:viper-probe-droid"));
    const std::vector<int> who = theirs.to_act();
    if (!theirs.offers(who[0], "pass")) break;
    windows += who[0] == kDark;
    theirs.act(who[0], "pass");
  }
  CHECK(windows > 0);
  Table poor(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
                  {"dark", {{"discard", {"viper-probe-droid"}},
                            {"objectives", {{{"card", "imperial-command"}, {"focus", 1}},
                                            {{"card", "the-ultimate-power"}, {"focus", 1}},
                                            {{"card", "kuat-reinforcements"}, {"focus", 1}}}}}}});
  CHECK_FALSE(poor.offers(kDark, "deploy:viper-probe-droid"));  // 1 resource (the affiliation card) for a cost of 2
}
