// The Force phase (LCG-FORCE): committing Force cards and the Force struggle
// that turns the Balance of the Force token.
#include "conflict_helpers.h"

using lcgt::DS;
using lcgt::json;
using lcgt::LS;
using lcgt::Table;

namespace {

json force_phase(const std::string& side, json dark, json light) {
  json t = lcgt::conflict(side, dark, light);  // named objectives without Force icons of their own
  t["phase"] = "force";
  return t;
}

}  // namespace

TEST_CASE("lcg force: the active player commits available Force cards to its units without one, exhausted or not "
          "(LCG-FORCE-1, LCG-FORCE-2, LCG-FORCE-3, OQ-23, LCG-TIMING-7)",
          "[lcg][force]") {
  Table t(force_phase("dark",
                      {{"units", {"imperial-officer", {{"card", "stormtrooper-elite"}, {"focus", 1}}, {{"card", "death-star-trooper"}, {"force", true}}}}},
                      {{"units", {"luke-skywalker"}}}));
  CHECK(t.to_act() == std::vector<int>{DS});
  CHECK(t.ids(LS).empty());  // only the active player commits
  CHECK(t.player(DS)["forceAvailable"] == 2);
  CHECK(t.count(DS, "commit:") == 2);  // not the Death Star Trooper, which has one
  CHECK(t.offers(DS, "commit:stormtrooper-elite"));
  CHECK(!t.offers(DS, "commit:luke-skywalker"));
  t.act(DS, "commit:stormtrooper-elite");
  CHECK(t.unit(DS, "Stormtrooper Elite")["forceCommitted"] == true);
  CHECK(t.player(DS)["forceAvailable"] == 1);
  t.act(DS, "commit:imperial-officer");
  // All three are committed: the struggle follows without asking.
  CHECK(t.player(DS)["forceAvailable"] == 0);
  CHECK(t.logged("Commits a Force card to Imperial Officer."));
  CHECK(t.logged("The Force struggle"));
  CHECK(t.view()["active"] == LS);  // LCG-TURN-5: the turn is over
}

TEST_CASE("lcg force: Force cards are not enhancements: a unit with No Enhancements takes one (LCG-FORCE-4, LCG-KW-4)",
          "[lcg][force][keyword]") {
  Table t(force_phase("dark", {{"units", {"rancor"}}}, json::object()));
  CHECK(t.unit(DS, "Rancor")["keywords"] == json::array({"No Enhancements"}));
  t.act(DS, "commit:rancor");
  CHECK(t.unit(DS, "Rancor")["forceCommitted"] == true);
}

TEST_CASE("lcg force: each side totals the printed Force icons of its ready committed units, the higher total turns "
          "the Balance token (LCG-FORCE-7, LCG-FORCE-8, LCG-FORCE-9, OQ-22, C7)",
          "[lcg][force]") {
  // Dark Side: Darth Vader 4. Light Side: Luke 3 (his Jedi Lightsaber's 2 Force icons do not count),
  // Obi-Wan's 4 do not count while he is exhausted, Yoda's 5 not without a Force card.
  Table t(force_phase("dark", {{"units", {{{"card", "darth-vader"}, {"force", true}}}}},
                      {{"units", {{{"card", "luke-skywalker"}, {"force", true}, {"enhancements", {"jedi-lightsaber"}}},
                                  {{"card", "obi-wan-kenobi"}, {"force", true}, {"focus", 1}},
                                  "yoda"}}}));
  // (the token started on the Light Side; the Dark Side has no unit without Force: the struggle runs at once)
  CHECK(t.logged("The Force struggle: Dark Side 4, Light Side 3."));
  CHECK(t.balance() == "dark");
  CHECK(t.logged("The Balance of the Force turns to the Dark Side."));
}

TEST_CASE("lcg force: the opponent's committed units count in the struggle too, a tie leaves the token (LCG-FORCE-7, "
          "LCG-FORCE-9)",
          "[lcg][force]") {
  SECTION("the opponent wins it") {
    json pos = force_phase("dark", {{"units", {{{"card", "imperial-officer"}, {"force", true}}}}},
                           {{"units", {{{"card", "luke-skywalker"}, {"force", true}}}}});
    pos["balance"] = "dark";
    Table t(pos);
    // No unit to commit to: the struggle runs at once.
    CHECK(t.logged("The Force struggle: Dark Side 1, Light Side 3."));
    CHECK(t.balance() == "light");
  }
  SECTION("a tie") {
    json pos = force_phase("dark", {{"units", {{{"card", "grand-moff-tarkin"}, {"force", true}}}}},
                           {{"units", {{{"card", "luke-skywalker"}, {"force", true}}}}});
    pos["balance"] = "dark";
    Table t(pos);
    CHECK(t.logged("The Force struggle: Dark Side 3, Light Side 3."));
    CHECK(t.balance() == "dark");
    CHECK(!t.logged("The Balance of the Force turns"));
  }
}
