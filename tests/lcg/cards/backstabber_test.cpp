// "Backstabber": "Action: while an engagement is under way, play this unit
// from your hand as a participating unit on your side. Reaction: after this
// unit enters play during an engagement, deal 1 damage to the engaged objective."
#include "card_table.h"
using namespace lcgcard;

namespace {
const json kNavy = {"imperial-command", "the-endor-gambit", "death-and-despayre"};
}  // namespace

TEST_CASE("Backstabber is played from hand into an engagement as an attacker and damages the engaged objective",
          "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3}, {"engagement", {{"objective", 0}}},
               {"dark", {{"tookTurn", true}, {"hand", {"backstabber"}}, {"objectives", kNavy},
                         {"units", {{{"card", "at-st"}, {"attacking", true}}}}}},
               {"light", {{"tookTurn", true}, {"units", {{{"card", "x-wing"}, {"defending", true}}}}}}});
  const std::string engaged = t.view()["engagement"]["objective"];
  t.act(kDark, "pass");  // no edge card
  t.pass_until(kDark, "use:backstabber");
  const int resources = t.view()["players"][kDark]["resources"];
  t.act(kDark, "use:backstabber");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");  // LCG-RES: its cost (3) is paid
  const json b = t.unit(kDark, "\"Backstabber\"");
  REQUIRE(b.is_object());
  CHECK(b["role"] == "attacker");  // participating on its side (LCG-CONFLICT-8)
  CHECK(t.view()["players"][kDark]["resources"] == resources - 3);
  t.act(kDark, "use:backstabber");  // the reaction
  int dmg = -1;
  const json v = t.view();  // a range-for over a member of a temporary would dangle
  for (const json& o : v["players"][kLight]["objectives"])
    if (o["id"] == engaged) dmg = o["damage"];
  CHECK(dmg == 1);
}

TEST_CASE("Backstabber can defend: played in the enemy's engagement on the defending side", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "light"}, {"turn", 4}, {"engagement", {{"objective", 0}}},
               {"dark", {{"tookTurn", true}, {"hand", {"backstabber"}}, {"objectives", kNavy},
                         {"units", {{{"card", "at-st"}, {"defending", true}}}}}},
               {"light", {{"tookTurn", true}, {"units", {{{"card", "x-wing"}, {"attacking", true}}}}}}});
  t.pass_until(kDark, "use:backstabber");
  t.act(kDark, "use:backstabber");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  CHECK(t.unit(kDark, "\"Backstabber\"")["role"] == "defender");
  // "the engaged objective" is the Dark Side's own here: the reaction still deals the damage.
  CHECK(t.offers(kDark, "use:backstabber"));
}

TEST_CASE("Backstabber's action needs an engagement, deployed normally it deals no damage", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"hand", {"backstabber"}}, {"objectives", kNavy}}}});
  CHECK_FALSE(t.offers(kDark, "use:backstabber"));  // no engagement
  t.act(kDark, "deploy:backstabber");              // the usual deployment (LCG-DEPLOY-10)
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  CHECK(t.unit(kDark, "\"Backstabber\"").is_object());
  CHECK(t.unit(kDark, "\"Backstabber\"")["role"].is_null());
  CHECK_FALSE(t.offers(kDark, "use:backstabber"));  // not during an engagement: no reaction
}

TEST_CASE("Backstabber is not offered without the resources to pay for it", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3}, {"engagement", {{"objective", 0}}},
               {"dark", {{"tookTurn", true}, {"hand", {"backstabber"}},
                         {"objectives", {{{"card", "imperial-command"}, {"focus", 1}}, {{"card", "the-endor-gambit"}, {"focus", 1}},
                                         {{"card", "death-and-despayre"}, {"focus", 1}}}},
                         {"units", {{{"card", "at-st"}, {"attacking", true}}}}}},
               {"light", {{"tookTurn", true}, {"units", {{{"card", "x-wing"}, {"defending", true}}}}}}});
  t.act(kDark, "pass");
  for (int i = 0; i < 6 && !t.view()["engagement"].is_null(); ++i) {
    CHECK_FALSE(t.offers(kDark, "use:backstabber"));  // only the affiliation card is ready: no 3 resources
    const int who = t.to_act()[0];
    if (!t.offers(who, "pass")) break;
    t.act(who, "pass");
  }
}
