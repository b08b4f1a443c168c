// Battlefield Engineers: "Reaction: after this unit is declared as an
// attacker, remove 1 focus token from a target enhancement you control."
#include "card_table.h"
using namespace lcgcard;

namespace {
Table conflict() {
  return Table(json{{"phase", "conflict"}, {"active", "light"}, {"turn", 4},
                    {"dark", {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}},
                              {"units", {"tie-fighter"}},
                              {"enhancements", {{{"card", "orbital-bombardment"}, {"focus", 1}}}},
                              {"tookTurn", true}}},
                    {"light", {{"objectives", {"fleeing-the-empire", "mission-briefing", "the-rebel-fleet"}},
                               {"enhancements", {{{"card", "fleet-command-center"}, {"focus", 2}}, "heavy-blaster-emplacement"}},
                               {"units", {"battlefield-engineers", "x-wing"}},
                               {"tookTurn", true}}}});
}
}  // namespace

TEST_CASE("Battlefield Engineers, declared as an attacker, takes a focus token off a friendly enhancement", "[lcg][card]") {
  Table t = conflict();
  t.pass_until(kLight, "engage:");
  t.act(kLight, "engage:imperial-command");
  t.act(kLight, "attacker:battlefield-engineers");
  t.act(kLight, "done");
  REQUIRE(t.offers(kLight, "use:battlefield-engineers"));
  t.act(kLight, "use:battlefield-engineers");
  CHECK_FALSE(t.offers(kLight, "target:orbital-bombardment"));        // not yours
  CHECK_FALSE(t.offers(kLight, "target:heavy-blaster-emplacement"));  // no focus token
  CHECK_FALSE(t.offers(kLight, "target:mission-briefing"));           // not an enhancement
  t.act(kLight, "target:fleet-command-center");
  json fcc;
  const json v = t.view();
  for (const json& e : v["players"][kLight]["enhancements"])
    if (e["name"] == "Fleet Command Center") fcc = e;
  REQUIRE(fcc.is_object());
  CHECK(fcc["focus"] == 1);
}

TEST_CASE("Battlefield Engineers does not answer another unit's declaration", "[lcg][card]") {
  Table t = conflict();
  t.pass_until(kLight, "engage:");
  t.act(kLight, "engage:imperial-command");
  t.act(kLight, "attacker:x-wing");
  t.act(kLight, "done");
  CHECK_FALSE(t.offers(kLight, "use:battlefield-engineers"));
}
