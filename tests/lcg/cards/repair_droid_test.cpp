// Repair Droid: "Action: remove 1 damage from a target Vehicle unit. Limit once per turn."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Repair Droid removes 1 damage from a Vehicle, never a Character, once per turn", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"light", {{"objectives", {"fleeing-the-empire", "mission-briefing", "the-rebel-fleet"}},
                          {"units", {"repair-droid",
                                     {{"card", "home-one"}, {"damage", 2}},
                                     {{"card", "luke-skywalker"}, {"damage", 1}},
                                     "y-wing"}}}},
               {"dark", {{"units", {{{"card", "tie-advanced"}, {"damage", 1}}}}}}});
  t.act(kLight, "use:repair-droid");
  CHECK(t.offers(kLight, "target:home-one"));
  CHECK(t.offers(kLight, "target:tie-advanced"));        // "a target Vehicle unit": anyone's
  CHECK_FALSE(t.offers(kLight, "target:luke-skywalker"));  // not a Vehicle
  CHECK_FALSE(t.offers(kLight, "target:y-wing"));          // no damage to remove
  t.act(kLight, "target:home-one");
  CHECK(t.unit(kLight, "Home One")["damage"] == 1);
  CHECK(t.unit(kLight, "Repair Droid")["focus"] == 0);  // no cost but the limit
  CHECK_FALSE(t.offers(kLight, "use:repair-droid"));    // once per turn
}

TEST_CASE("Repair Droid is used again in a new turn", "[lcg][card]") {
  Table t(json{{"phase", "force"}, {"active", "light"}, {"turn", 2},
               {"light", {{"units", {"repair-droid", {{"card", "home-one"}, {"damage", 2}}}}, {"tookTurn", true}}},
               {"dark", {{"tookTurn", true}}}});
  t.act(kLight, "done");  // no Force committed: on to the struggle and the Force phase's window
  REQUIRE(t.offers(kLight, "use:repair-droid"));
  t.act(kLight, "use:repair-droid");
  t.act(kLight, "target:home-one");
  CHECK(t.unit(kLight, "Home One")["damage"] == 1);
  // Nobody has anything to do until the Light Side may use it again: in the
  // Dark Side's turn (its refresh window), a new turn.
  for (int i = 0; i < 30 && !t.offers(kLight, "use:repair-droid"); ++i) {
    std::vector<int> who = t.to_act();
    REQUIRE(!who.empty());
    CHECK(t.view()["active"] == kDark);
    t.act(who[0], t.offers(who[0], "pass") ? "pass" : t.offers(who[0], "done") ? "done" : "");
  }
  CHECK(t.view()["active"] == kDark);
  REQUIRE(t.offers(kLight, "use:repair-droid"));
  t.act(kLight, "use:repair-droid");
  t.act(kLight, "target:home-one");
  CHECK(t.unit(kLight, "Home One")["damage"] == 0);
}
