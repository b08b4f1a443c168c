// The "after you refresh" reactions: Last Minute Rescue, Fleeing the Empire,
// Fleet Command Center, Admiral Motti, The Endor Gambit, Mobilize the Squadrons.
// Each is offered to its controller after the refresh (LCG-REFRESH), not to the enemy.
#include "card_table.h"
using namespace lcgcard;

namespace {
// A Refresh phase of `active`; the reaction window after the refresh is where these answer.
Table refresh(json dark, json light, const char* active) {
  dark["tookTurn"] = true;
  light["tookTurn"] = true;
  return Table(json{{"phase", "refresh"}, {"active", active}, {"turn", 3}, {"dark", dark}, {"light", light}});
}
const json kLightObjectives = {"a-heros-journey", "in-you-must-go", "forgotten-heroes"};
const json kDarkObjectives = {"imperial-command", "kuat-reinforcements", "the-ultimate-power"};
}  // namespace

TEST_CASE("Last Minute Rescue removes 1 damage from a target unit after its controller refreshes", "[lcg][card]") {
  Table t = refresh(json{{"objectives", kDarkObjectives}, {"units", {{{"card", "admiral-motti"}, {"damage", 1}}}}},
                    json{{"objectives", {"last-minute-rescue", "in-you-must-go", "forgotten-heroes"}},
                         {"units", {{{"card", "luke-skywalker"}, {"damage", 2}}, "x-wing"}}},
                    "light");
  t.pass_until(kLight, "use:last-minute-rescue");
  t.act(kLight, "use:last-minute-rescue");
  CHECK_FALSE(t.offers(kLight, "target:x-wing"));  // no damage to remove
  t.act(kLight, "target:luke-skywalker");
  CHECK(t.unit(kLight, "Luke Skywalker")["damage"] == 1);
}

TEST_CASE("Fleeing the Empire shields a friendly unit after the refresh, one shield at most (LCG-SHIELD-2)", "[lcg][card]") {
  Table t = refresh(json{{"objectives", kDarkObjectives}},
                    json{{"objectives", {"fleeing-the-empire", "mission-briefing", "the-rebel-fleet"}}, {"units", {"x-wing", "y-wing"}}},
                    "light");
  t.pass_until(kLight, "use:fleeing-the-empire");
  t.act(kLight, "use:fleeing-the-empire");
  CHECK_FALSE(t.offers(kLight, "target:imperial-command"));  // not one you control
  t.act(kLight, "target:x-wing");
  CHECK(t.unit(kLight, "X-Wing")["shields"] == 1);
}

TEST_CASE("Admiral Motti removes a focus token from a unit his controller controls after the refresh", "[lcg][card]") {
  // Elite and the refresh take tokens first; Motti then takes one more from a unit with tokens left.
  Table t = refresh(json{{"objectives", kDarkObjectives},
                         {"units", {"admiral-motti", {{"card", "tie-fighter"}, {"focus", 3}}}}},
                    json{{"objectives", kLightObjectives}, {"units", {{{"card", "luke-skywalker"}, {"focus", 3}}}}}, "dark");
  t.pass_until(kDark, "use:admiral-motti");
  int before = t.unit(kDark, "TIE Fighter")["focus"];
  t.act(kDark, "use:admiral-motti");
  CHECK_FALSE(t.offers(kDark, "target:luke-skywalker"));
  t.act(kDark, "target:tie-fighter");
  CHECK(t.unit(kDark, "TIE Fighter")["focus"] == before - 1);
}

TEST_CASE("The refresh reactions answer only their controller's refresh", "[lcg][card]") {
  Table t = refresh(json{{"objectives", kDarkObjectives}, {"units", {{{"card", "tie-fighter"}, {"focus", 3}}}}},
                    json{{"objectives", {"last-minute-rescue", "fleeing-the-empire", "forgotten-heroes"}},
                         {"units", {{{"card", "luke-skywalker"}, {"damage", 2}}}}},
                    "dark");
  for (int i = 0; i < 6 && t.view()["phase"] == "refresh"; ++i) {
    CHECK_FALSE(t.offers(kLight, "use:last-minute-rescue"));
    CHECK_FALSE(t.offers(kLight, "use:fleeing-the-empire"));
    std::vector<int> who = t.to_act();
    if (who.empty()) break;
    t.act(who[0], "pass");
  }
}
