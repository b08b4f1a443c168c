// Mobilize the Squadrons: "Rebel Alliance affiliation only. Reaction: after
// you refresh, remove 1 focus token from a target objective or enhancement you control."
#include "card_table.h"
using namespace lcgcard;

namespace {
Table refresh(const char* active) {
  return Table(json{{"phase", "refresh"}, {"active", active}, {"turn", 3},
                    {"dark", {{"objectives", {{{"card", "imperial-command"}, {"focus", 3}}, "kuat-reinforcements", "the-ultimate-power"}},
                              {"tookTurn", true}}},
                    {"light", {{"objectives", {"mobilize-the-squadrons", {{"card", "mission-briefing"}, {"focus", 3}}, "the-rebel-fleet"}},
                               {"enhancements", {{{"card", "fleet-command-center"}, {"focus", 3}}}},
                               {"units", {{{"card", "x-wing"}, {"focus", 3}}}},
                               {"tookTurn", true}}}});
}
}  // namespace

TEST_CASE("Mobilize the Squadrons takes a focus token off an objective or enhancement its controller controls", "[lcg][card]") {
  Table t = refresh("light");
  t.pass_until(kLight, "use:mobilize-the-squadrons");
  // The refresh took one token from each (LCG-REFRESH-1): 2 left.
  REQUIRE(t.objective(kLight, "Mission Briefing")["focus"] == 2);
  t.act(kLight, "use:mobilize-the-squadrons");
  CHECK(t.offers(kLight, "target:fleet-command-center"));
  CHECK(t.offers(kLight, "target:mission-briefing"));
  CHECK_FALSE(t.offers(kLight, "target:x-wing"));            // a unit
  CHECK_FALSE(t.offers(kLight, "target:imperial-command"));  // not one you control
  CHECK_FALSE(t.offers(kLight, "target:the-rebel-fleet"));   // no focus token
  t.act(kLight, "target:mission-briefing");
  CHECK(t.objective(kLight, "Mission Briefing")["focus"] == 1);
  CHECK_FALSE(t.offers(kLight, "use:mobilize-the-squadrons"));
}

TEST_CASE("Mobilize the Squadrons does not answer the Dark Side's refresh", "[lcg][card]") {
  Table t = refresh("dark");
  for (int i = 0; i < 6 && t.view()["phase"] == "refresh"; ++i) {
    CHECK_FALSE(t.offers(kLight, "use:mobilize-the-squadrons"));
    std::vector<int> who = t.to_act();
    if (who.empty()) break;
    t.act(who[0], "pass");
  }
}
