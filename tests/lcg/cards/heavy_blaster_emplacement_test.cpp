// Heavy Blaster Emplacement: "Enhance your play area. Action: focus this
// enhancement; your opponent then deals 1 damage to a unit of their choice
// that they control."
#include "card_table.h"
using namespace lcgcard;

namespace {
Table deployment(const json& dark_units) {
  return Table(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
                    {"dark", {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}},
                              {"units", dark_units}}},
                    {"light", {{"objectives", {"fleeing-the-empire", "mission-briefing", "the-rebel-fleet"}},
                               {"enhancements", {"heavy-blaster-emplacement"}},
                               {"units", {"x-wing"}}}}});
}
json enhancement(const Table& t, int seat, const std::string& name) {
  const json v = t.view();
  for (const json& e : v["players"][seat]["enhancements"])
    if (e["name"] == name) return e;
  return json();
}
}  // namespace

TEST_CASE("Heavy Blaster Emplacement focuses itself, the opponent picks which of their units takes 1 damage", "[lcg][card]") {
  Table t = deployment(json{"darth-vader", "tie-fighter"});
  t.act(kLight, "use:heavy-blaster-emplacement");
  CHECK(enhancement(t, kLight, "Heavy Blaster Emplacement")["focus"] == 1);
  // The Dark Side chooses, among its own units only.
  CHECK(t.to_act() == std::vector<int>{kDark});
  CHECK(t.ids(kLight).empty());
  CHECK(t.offers(kDark, "choose:darth-vader"));
  CHECK(t.offers(kDark, "choose:tie-fighter"));
  CHECK_FALSE(t.offers(kDark, "choose:x-wing"));
  t.act(kDark, "choose:darth-vader");
  CHECK(t.unit(kDark, "Darth Vader")["damage"] == 1);
  CHECK(t.unit(kDark, "TIE Fighter")["damage"] == 0);
  // Focused: not again until it is ready.
  CHECK_FALSE(t.offers(kLight, "use:heavy-blaster-emplacement"));
}

TEST_CASE("Heavy Blaster Emplacement's damage is an enemy effect: a shield stops it (LCG-SHIELD-3)", "[lcg][card]") {
  Table t = deployment(json{{{"card", "tie-fighter"}, {"shields", 1}}});
  t.act(kLight, "use:heavy-blaster-emplacement");
  t.act(kDark, "choose:tie-fighter");
  CHECK(t.unit(kDark, "TIE Fighter")["damage"] == 0);
  CHECK(t.unit(kDark, "TIE Fighter")["shields"] == 0);
}

TEST_CASE("Heavy Blaster Emplacement is not used while the opponent controls no unit", "[lcg][card]") {
  Table t = deployment(json::array());
  CHECK_FALSE(t.offers(kLight, "use:heavy-blaster-emplacement"));
}
