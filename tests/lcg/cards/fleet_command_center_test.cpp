// Fleet Command Center: "Enhance your play area. Reaction: after you refresh,
// place 1 shield on a target unit."
#include "card_table.h"
using namespace lcgcard;

namespace {
Table refresh(const char* active) {
  return Table(json{{"phase", "refresh"}, {"active", active}, {"turn", 3},
                    {"dark", {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}},
                              {"units", {{{"card", "tie-fighter"}, {"shields", 1}}, "admiral-motti"}},
                              {"tookTurn", true}}},
                    {"light", {{"objectives", {"fleeing-the-empire", "mission-briefing", "the-rebel-fleet"}},
                               {"enhancements", {"fleet-command-center"}},
                               {"units", {"x-wing", {{"card", "y-wing"}, {"shields", 1}}}},
                               {"tookTurn", true}}}});
}
}  // namespace

TEST_CASE("Fleet Command Center shields a target unit after its controller refreshes", "[lcg][card]") {
  Table t = refresh("light");
  t.pass_until(kLight, "use:fleet-command-center");
  t.act(kLight, "use:fleet-command-center");
  CHECK(t.offers(kLight, "target:y-wing"));             // its shield went in the refresh (LCG-REFRESH-3)
  CHECK(t.offers(kLight, "target:admiral-motti"));      // "a target unit": any unit
  CHECK_FALSE(t.offers(kLight, "target:tie-fighter"));  // already shielded (LCG-SHIELD-2)
  CHECK_FALSE(t.offers(kLight, "target:fleeing-the-empire"));  // not a unit
  t.act(kLight, "target:x-wing");
  CHECK(t.unit(kLight, "X-Wing")["shields"] == 1);
  CHECK_FALSE(t.offers(kLight, "use:fleet-command-center"));  // once per refresh
}

TEST_CASE("Fleet Command Center does not answer the Dark Side's refresh", "[lcg][card]") {
  Table t = refresh("dark");
  for (int i = 0; i < 6 && t.view()["phase"] == "refresh"; ++i) {
    CHECK_FALSE(t.offers(kLight, "use:fleet-command-center"));
    std::vector<int> who = t.to_act();
    if (who.empty()) break;
    t.act(who[0], "pass");
  }
}
