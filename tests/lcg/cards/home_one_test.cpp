// Home One: "Elite. Reaction: after this unit is focused to strike as an
// attacker, deal 1 damage to each enemy objective that is not the one
// currently engaged."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Home One, striking as an attacker, deals 1 damage to each enemy objective not engaged", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "light"}, {"turn", 4}, {"engagement", {{"objective", 0}}},
               {"dark", {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}},
                         {"tookTurn", true}}},
               {"light", {{"objectives", {"fleeing-the-empire", "mission-briefing", "the-rebel-fleet"}},
                          {"units", {{{"card", "home-one"}, {"attacking", true}}}},
                          {"tookTurn", true}}}});
  for (int i = 0; i < 6 && !t.offers(kLight, "strike:"); ++i) t.act(t.to_act()[0], "pass");
  t.act(kLight, "strike:home-one");
  REQUIRE(t.offers(kLight, "use:home-one"));
  t.act(kLight, "use:home-one");
  CHECK(t.objective(kDark, "Kuat Reinforcements")["damage"] == 1);
  CHECK(t.objective(kDark, "The Ultimate Power")["damage"] == 1);
  // The engaged objective takes only the strike's blast damage (2), not the reaction's.
  CHECK(t.objective(kDark, "Imperial Command")["damage"] == 2);
  // Not the Light Side's own objectives.
  CHECK(t.objective(kLight, "Mission Briefing")["damage"] == 0);
}

TEST_CASE("Home One does nothing when it strikes as a defender", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 4}, {"engagement", {{"objective", 0}}},
               {"dark", {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}},
                         {"units", {{{"card", "at-st"}, {"attacking", true}}}},
                         {"tookTurn", true}}},
               {"light", {{"objectives", {"fleeing-the-empire", "mission-briefing", "the-rebel-fleet"}},
                          {"units", {{{"card", "home-one"}, {"defending", true}}}},
                          {"tookTurn", true}}}});
  // A tie in the edge battle: the defender strikes first (LCG-EDGE-9).
  REQUIRE(t.offers(kLight, "strike:home-one"));
  t.act(kLight, "strike:home-one");
  CHECK_FALSE(t.offers(kLight, "use:home-one"));
  CHECK(t.objective(kDark, "Kuat Reinforcements")["damage"] == 0);
}
