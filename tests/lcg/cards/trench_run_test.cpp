// Trench Run: "Enhance the Death Star dial. This enhancement cannot be
// targeted. You may engage the Death Star dial as though it were a Dark Side
// objective (it is not an objective). If the dial has 10 or more damage, the
// Light Side wins the game."
#include "card_table.h"
using namespace lcgcard;

namespace {
json trench(int damage, int focus = 0) { return json{{"card", "trench-run"}, {"damage", damage}, {"focus", focus}}; }
json enhancement(const Table& t, int seat, const std::string& name) {
  const json v = t.view();
  for (const json& e : v["players"][seat]["enhancements"])
    if (e["name"] == name) return e;
  return json();
}
}  // namespace

TEST_CASE("Trench Run: the Light Side engages the Death Star dial, 10 damage on it wins the game", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "light"}, {"turn", 4},
               {"dark", {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}}, {"tookTurn", true}}},
               {"light", {{"objectives", {"fleeing-the-empire", "mission-briefing", "the-rebel-fleet"}},
                          {"enhancements", {trench(8)}},
                          {"units", {"home-one"}},
                          {"tookTurn", true}}}});
  t.pass_until(kLight, "engage:");
  REQUIRE(t.offers(kLight, "engage:trench-run"));
  t.act(kLight, "engage:trench-run");
  t.act(kLight, "attacker:home-one");
  t.act(kLight, "done");
  // The Dark Side defends the dial.
  for (int i = 0; i < 8 && !t.offers(kLight, "strike:"); ++i) {
    std::vector<int> who = t.to_act();
    REQUIRE(!who.empty());
    t.act(who[0], t.offers(who[0], "pass") ? "pass" : "done");
  }
  t.act(kLight, "strike:home-one");
  if (t.offers(kLight, "use:home-one")) t.act(kLight, "pass");  // Home One's own reaction, declined
  // Home One's 2 blast damage lands on the dial: 8 + 2 = 10.
  const json v = t.view();
  CHECK(v["over"] == true);
  CHECK(v["winner"] == kLight);
  CHECK(v["reason"] == "card");
}

TEST_CASE("Trench Run: the dial is engaged once a phase and only by the Light Side, less than 10 damage wins nothing", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "light"}, {"turn", 4},
               {"dark", {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}}, {"tookTurn", true}}},
               {"light", {{"objectives", {"fleeing-the-empire", "mission-briefing", "the-rebel-fleet"}},
                          {"enhancements", {trench(0)}},
                          {"units", {"y-wing", "x-wing"}},
                          {"tookTurn", true}}}});
  t.pass_until(kLight, "engage:");
  t.act(kLight, "engage:trench-run");
  t.act(kLight, "attacker:y-wing");
  t.act(kLight, "done");
  for (int i = 0; i < 10 && !t.offers(kLight, "engage:"); ++i) {
    std::vector<int> who = t.to_act();
    REQUIRE(!who.empty());
    for (const char* p : {"pass", "done", "strike:", "bonus", ""})
      if (t.offers(who[0], p)) {
        t.act(who[0], p);
        break;
      }
  }
  CHECK(enhancement(t, kLight, "Trench Run")["damage"].get<int>() > 0);  // unopposed bonus at least
  CHECK(t.view()["over"] == false);
  CHECK_FALSE(t.offers(kLight, "engage:trench-run"));  // engaged already this phase
  CHECK(t.offers(kLight, "engage:imperial-command"));

  Table dark(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 4},
                  {"dark", {{"units", {"tie-fighter"}}, {"tookTurn", true}}},
                  {"light", {{"objectives", {"fleeing-the-empire", "mission-briefing", "the-rebel-fleet"}},
                             {"enhancements", {trench(0)}},
                             {"tookTurn", true}}}});
  dark.pass_until(kDark, "engage:");
  CHECK_FALSE(dark.offers(kDark, "engage:trench-run"));
}

TEST_CASE("Trench Run cannot be targeted", "[lcg][card]") {
  Table t(json{{"phase", "refresh"}, {"active", "light"}, {"turn", 3},
               {"dark", {{"tookTurn", true}}},
               {"light", {{"objectives", {"mobilize-the-squadrons", "mission-briefing", "the-rebel-fleet"}},
                          {"enhancements", {trench(0, 3), {{"card", "fleet-command-center"}, {"focus", 3}}}},
                          {"tookTurn", true}}}});
  t.pass_until(kLight, "use:mobilize-the-squadrons");
  t.act(kLight, "use:mobilize-the-squadrons");
  CHECK(t.offers(kLight, "target:fleet-command-center"));
  CHECK_FALSE(t.offers(kLight, "target:trench-run"));
}
