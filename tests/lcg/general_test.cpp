// General principles (LCG-GEN): sides and Force cards, card categories,
// tokens without limit, the Death Star dial and the Balance of the Force.
#include <algorithm>
#include "lcg_fixture.h"

using lcgt::DS;
using lcgt::json;
using lcgt::LS;
using lcgt::Table;

TEST_CASE("lcg general: one Dark Side and one Light Side player, three Force cards each, the dial starts at 0 and "
          "the Balance token shows one side (LCG-GEN-2, LCG-GEN-5)",
          "[lcg][general]") {
  Table t(json(nullptr));  // the real setup
  const json v = t.view();
  CHECK(v["players"][DS]["side"] == "dark");
  CHECK(v["players"][LS]["side"] == "light");
  CHECK(v["players"][DS]["forceAvailable"] == 3);
  CHECK(v["players"][LS]["forceAvailable"] == 3);
  CHECK(v["dial"] == 0);
  CHECK(v["balance"] == "light");  // LCG-SETUP-4: the Light Side face up
}

TEST_CASE("lcg general: affiliation card, objectives and command cards (units, enhancements, events, fate) "
          "(LCG-GEN-3)",
          "[lcg][general]") {
  Table t({{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
           {"dark", {{"hand", {"tie-fighter", "defense-upgrade", "tallon-roll", "heat-of-battle@19"}},
                     {"objectives", {"imperial-command", "death-and-despayre", "the-endor-gambit"}}}}});
  const json p = t.player(DS, DS);
  CHECK(p["affiliationCard"]["type"] == "affiliation");
  for (const json& o : p["objectives"]) CHECK(o["type"] == "objective");
  std::vector<std::string> types;
  for (const json& c : p["hand"]) types.push_back(c["type"].get<std::string>());
  CHECK(types == std::vector<std::string>{"unit", "enhancement", "event", "fate"});
  // Force cards are markers, not cards: they are counted, never listed.
  CHECK(p["forceAvailable"] == 3);
}

TEST_CASE("lcg general: the token supply has no limit (LCG-GEN-4)", "[lcg][general]") {
  // A unit with 40 focus tokens takes more: the Light Side's tactics add one.
  Table t({{"phase", "conflict"}, {"active", "light"}, {"turn", 4}, {"engagement", {{"objective", 0}}},
           {"dark", {{"tookTurn", true}, {"objectives", {"imperial-command", "death-and-despayre", "the-endor-gambit"}},
                     {"units", {{{"card", "at-st"}, {"focus", 40}}}}}},
           {"light", {{"tookTurn", true}, {"units", {{{"card", "obi-wan-kenobi"}, {"attacking", true}}}}}}});
  for (int i = 0; i < 10 && !t.offers(LS, "strike:"); ++i) t.act(t.to_act()[0], "pass");
  t.act(LS, "strike:obi-wan-kenobi");
  for (int i = 0; i < 5 && !t.offers(LS, "tactic:"); ++i) t.act(LS, "icon.1");
  t.act(LS, "tactic:at-st");
  CHECK(t.unit(DS, "AT-ST")["focus"] == 41);
}
