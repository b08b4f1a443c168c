// Arcona Rumor Monger: "While this unit is attacking alone, in order to
// declare any defenders, an opponent must declare at least 2 defenders."
#include "card_table.h"
using namespace lcgcard;

namespace {
Table attack(const json& dark_units) {
  return Table(json{{"phase", "conflict"}, {"active", "light"}, {"turn", 4},
                    {"dark", {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}},
                              {"units", dark_units}, {"tookTurn", true}}},
                    {"light", {{"units", {"arcona-rumor-monger@93", "x-wing@13"}}, {"tookTurn", true}}}});
}
void engage(Table& t, bool with_x_wing) {
  t.pass_until(kLight, "engage:imperial-command");
  t.act(kLight, "engage:imperial-command");
  t.act(kLight, "attacker:arcona-rumor-monger");
  if (with_x_wing) t.act(kLight, "attacker:x-wing");
  t.act(kLight, "done");
  t.pass_until(kDark, "done");
}
}  // namespace

TEST_CASE("Arcona Rumor Monger attacking alone: one defender is not enough, the second is required "
          "(LCG-CONFLICT-7, LCG-TERMS-1)",
          "[lcg][card]") {
  Table t = attack({"darth-vader", "emperors-royal-guard"});
  engage(t, false);
  t.act(kDark, "defender:darth-vader");
  CHECK_FALSE(t.offers(kDark, "done"));  // a second defender must follow
  t.act(kDark, "defender:emperors-royal-guard");
  CHECK(t.offers(kDark, "done"));
  t.act(kDark, "done");
  CHECK(t.unit(kDark, "Darth Vader")["role"] == "defender");
  CHECK(t.unit(kDark, "Emperor's Royal Guard")["role"] == "defender");
}

TEST_CASE("Arcona Rumor Monger attacking alone against a single unit: no defender can be declared (LCG-TERMS-1)",
          "[lcg][card]") {
  Table t = attack({"darth-vader"});
  engage(t, false);
  CHECK_FALSE(t.offers(kDark, "defender:darth-vader"));
  CHECK(t.offers(kDark, "done"));
}

TEST_CASE("Arcona Rumor Monger not attacking alone changes nothing: one defender may be declared (LCG-CONFLICT-7)",
          "[lcg][card]") {
  Table t = attack({"darth-vader"});
  engage(t, true);
  t.act(kDark, "defender:darth-vader");
  CHECK(t.offers(kDark, "done"));
}
