// TIE Advanced: "Reaction: after this unit survives an unopposed engagement
// as an attacker, deal 1 damage to the engaged objective."
#include "card_table.h"
using namespace lcgcard;

namespace {
const json kDarkObjectives = {"counsel-of-the-sith", "the-emperors-web", "fall-of-the-jedi"};
const json kLightObjectives = {"in-you-must-go", "a-heros-journey", "forgotten-heroes"};
Table engagement(json dark_units, json light_units) {
  return Table(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3}, {"engagement", {{"objective", 0}}},
                    {"dark", {{"tookTurn", true}, {"objectives", kDarkObjectives}, {"units", dark_units}}},
                    {"light", {{"tookTurn", true}, {"objectives", kLightObjectives}, {"units", light_units}}}});
}
int damage(const Table& t) { return t.objective(kLight, "In You Must Go")["damage"].get<int>(); }
}  // namespace

TEST_CASE("TIE Advanced deals 1 damage to the engaged objective after surviving an unopposed engagement as an attacker",
          "[lcg][card]") {
  Table t = engagement({{{"card", "tie-advanced"}, {"attacking", true}}}, json::array());
  t.pass_until(kDark, "strike:tie-advanced", 40);
  t.act(kDark, "strike:tie-advanced");
  t.pass_until(kDark, "use:tie-advanced", 40);
  const int before = damage(t);  // the strike's blast damage is in
  t.act(kDark, "use:tie-advanced");
  CHECK(damage(t) == before + 1);
  CHECK_FALSE(t.offers(kDark, "use:tie-advanced"));  // once
  // The unopposed bonus comes after, as usual (LCG-CONFLICT-10).
  CHECK(t.offers(kDark, "bonus"));
}

TEST_CASE("TIE Advanced does not answer when a defender survived, nor when it did not attack", "[lcg][card]") {
  SECTION("a defender survives") {
    // An exhausted defender cannot strike, and the TIE's edge-enabled unit damage needs the edge: it survives.
    Table t = engagement({{{"card", "tie-advanced"}, {"attacking", true}}},
                         {{{"card", "luke-skywalker"}, {"defending", true}, {"focus", 1}}});
    for (int i = 0; i < 40 && t.view()["engagement"].is_object(); ++i) {
      CHECK_FALSE(t.offers(kDark, "use:tie-advanced"));
      std::vector<int> who = t.to_act();
      if (who.empty()) break;
      std::vector<std::string> ids = t.ids(who[0]);
      t.act(who[0], ids.front().rfind("pass", 0) == 0 ? "pass" : ids.front());
    }
    CHECK(t.unit(kLight, "Luke Skywalker").is_object());
    CHECK(t.unit(kDark, "TIE Advanced").is_object());
  }
  SECTION("not participating") {
    Table t = engagement({{{"card", "darth-vader"}, {"attacking", true}}, "tie-advanced"}, json::array());
    t.pass_until(kDark, "strike:darth-vader", 40);
    t.act(kDark, "strike:darth-vader");
    t.pass_until(kDark, "bonus", 40);
    CHECK_FALSE(t.offers(kDark, "use:tie-advanced"));
  }
}
