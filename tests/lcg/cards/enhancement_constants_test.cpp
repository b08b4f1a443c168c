// Enhancements and units whose text is a constant modifier: Defense Upgrade,
// Blaster Pistol, Astromech Droid Upgrade, Mandalorian Armor, Vader's
// Lightsaber, Orbital Bombardment, Aft Armor Plating, Grand Moff Tarkin,
// Reconnaissance Mission.
#include "card_table.h"
using namespace lcgcard;

namespace {
json dark_with(const json& units, const json& extra = json::object()) {
  json d = {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}}, {"units", units}};
  for (auto it = extra.begin(); it != extra.end(); ++it) d[it.key()] = it.value();
  return json{{"dark", d}};
}
}  // namespace

TEST_CASE("Blaster Pistol and Mandalorian Armor: +1 unit damage, +3 capacity, Targeted Strike only for Boba Fett", "[lcg][card]") {
  Table bare(dark_with({"boba-fett", "outer-rim-hunter"}));
  Table armed(dark_with({{{"card", "boba-fett"}, {"enhancements", {"mandalorian-armor"}}},
                         {{"card", "outer-rim-hunter"}, {"enhancements", {"blaster-pistol", "mandalorian-armor"}}}}));
  CHECK(armed.unit(kDark, "Boba Fett")["capacity"] == bare.unit(kDark, "Boba Fett")["capacity"].get<int>() + 3);
  CHECK(armed.unit(kDark, "Outer Rim Hunter")["icons"]["ud"] == bare.unit(kDark, "Outer Rim Hunter")["icons"]["ud"].get<int>() + 1);
  auto has = [](const json& c, const char* kw) {
    for (const json& k : c["keywords"]) if (k == kw) return true;
    return false;
  };
  CHECK(has(armed.unit(kDark, "Boba Fett"), "Targeted Strike"));
  CHECK_FALSE(has(armed.unit(kDark, "Outer Rim Hunter"), "Targeted Strike"));
}

TEST_CASE("Orbital Bombardment gives each unit its controller controls a blast damage icon", "[lcg][card]") {
  Table bare(dark_with({"tie-fighter", "admiral-motti"}));
  Table bomb(dark_with({"tie-fighter", "admiral-motti"}, json{{"enhancements", {"orbital-bombardment"}}}));
  for (const char* n : {"TIE Fighter", "Admiral Motti"})
    CHECK(bomb.unit(kDark, n)["icons"]["bd"] == bare.unit(kDark, n)["icons"]["bd"].get<int>() + 1);
}

TEST_CASE("Aft Armor Plating gives Shielding, Grand Moff Tarkin lowers enemy objectives' capacity by 1", "[lcg][card]") {
  Table t(dark_with({{{"card", "tie-fighter"}, {"enhancements", {"aft-armor-plating"}}}, "grand-moff-tarkin"}));
  bool shielding = false;
  const json tie = t.unit(kDark, "TIE Fighter");
  for (const json& k : tie["keywords"]) shielding = shielding || k == "Shielding";
  CHECK(shielding);
  Table bare(dark_with({"tie-fighter"}));
  const json objs = t.view()["players"][kLight]["objectives"], before = bare.view()["players"][kLight]["objectives"];
  REQUIRE(objs.size() == before.size());
  for (size_t i = 0; i < objs.size(); ++i) CHECK(objs[i]["capacity"] == before[i]["capacity"].get<int>() - 1);
  // Not his own side's objectives.
  CHECK(t.view()["players"][kDark]["objectives"][0]["capacity"] == bare.view()["players"][kDark]["objectives"][0]["capacity"]);
}

TEST_CASE("Defense Upgrade gives the enhanced objective +3 damage capacity", "[lcg][card]") {
  Table bare(json{{"dark", {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}}}}});
  Table up(json{{"dark", {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}},
                          {"enhancements", {{{"card", "defense-upgrade"}, {"on", 1}}}}}}});
  CHECK(up.objective(kDark, "Kuat Reinforcements")["capacity"] == bare.objective(kDark, "Kuat Reinforcements")["capacity"].get<int>() + 3);
  CHECK(up.objective(kDark, "Imperial Command")["capacity"] == bare.objective(kDark, "Imperial Command")["capacity"]);
}

TEST_CASE("Reconnaissance Mission raises its controller's reserve value by 1 (LCG-DRAW-3)", "[lcg][card]") {
  Table bare(json{{"dark", {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}}}}});
  Table recon(json{{"dark", {{"objectives", {"reconnaissance-mission", "kuat-reinforcements", "the-ultimate-power"}}}}});
  CHECK(recon.view()["players"][kDark]["reserve"] == bare.view()["players"][kDark]["reserve"].get<int>() + 1);
  CHECK(recon.view()["players"][kLight]["reserve"] == bare.view()["players"][kLight]["reserve"]);
}
