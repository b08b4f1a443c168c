// Heroic Sacrifice: "Action: sacrifice a Vehicle unit to destroy a target
// enemy Vehicle unit whose printed cost is 4 or lower."
#include "card_table.h"
using namespace lcgcard;

namespace {
Table deployment(const json& light_units, const json& dark_units) {
  return Table(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
                    {"dark", {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}},
                              {"units", dark_units}}},
                    {"light", {{"objectives", {"fleeing-the-empire", "mission-briefing", "the-rebel-fleet"}},
                               {"hand", {"heroic-sacrifice"}},
                               {"units", light_units}}}});
}
}  // namespace

TEST_CASE("Heroic Sacrifice trades a friendly Vehicle for an enemy Vehicle of printed cost 4 or lower", "[lcg][card]") {
  Table t = deployment(json{"x-wing", "luke-skywalker"}, json{"tie-advanced", "devastator", "darth-vader"});
  t.act(kLight, "use:heroic-sacrifice");
  CHECK(t.offers(kLight, "target:tie-advanced"));
  CHECK_FALSE(t.offers(kLight, "target:devastator"));   // printed cost 6
  CHECK_FALSE(t.offers(kLight, "target:darth-vader"));  // not a Vehicle
  CHECK_FALSE(t.offers(kLight, "target:x-wing"));       // not an enemy
  t.act(kLight, "target:tie-advanced");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  CHECK(t.offers(kLight, "choose:x-wing"));
  CHECK_FALSE(t.offers(kLight, "choose:luke-skywalker"));  // not a Vehicle
  t.act(kLight, "choose:x-wing");
  CHECK(t.card(kLight, "discard", "X-Wing").is_object());
  CHECK(t.count(kDark, "units", "TIE Advanced") == 0);
  CHECK(t.card(kDark, "discard", "TIE Advanced").is_object());
  CHECK(t.count(kDark, "units", "Devastator") == 1);
}

TEST_CASE("Heroic Sacrifice is not played without a Vehicle to sacrifice or a target", "[lcg][card]") {
  Table no_vehicle = deployment(json{"luke-skywalker"}, json{"tie-advanced"});
  CHECK_FALSE(no_vehicle.offers(kLight, "use:heroic-sacrifice"));
  Table no_target = deployment(json{"x-wing"}, json{"devastator", "darth-vader"});
  CHECK_FALSE(no_target.offers(kLight, "use:heroic-sacrifice"));
}
