// Rendar's Wrath: "Reaction: After an opponent declares only 1 unit as a
// defender, deal 1 damage to that unit."
#include "card_table.h"
using namespace lcgcard;

namespace {
// The Light Side (Rendar's Wrath in play) attacks Imperial Command with an X-Wing.
Table attack(const json& dark_units) {
  return Table(json{{"phase", "conflict"}, {"active", "light"}, {"turn", 4},
                    {"dark", {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}},
                              {"units", dark_units}, {"tookTurn", true}}},
                    {"light", {{"objectives", {"rendars-wrath", "in-you-must-go", "forgotten-heroes"}},
                               {"units", {"x-wing@13"}}, {"tookTurn", true}}}});
}
void declare(Table& t, const std::vector<std::string>& defenders) {
  t.pass_until(kLight, "engage:imperial-command");
  t.act(kLight, "engage:imperial-command");
  t.act(kLight, "attacker:x-wing");
  t.act(kLight, "done");
  t.pass_until(kDark, "defender:");
  for (const std::string& d : defenders) t.act(kDark, "defender:" + d);
  t.act(kDark, "done");
}
}  // namespace

TEST_CASE("Rendar's Wrath deals 1 damage to an opponent's only defender (LCG-ABIL-8, LCG-CONFLICT-7)", "[lcg][card]") {
  Table t = attack({"darth-vader", "emperors-royal-guard"});
  declare(t, {"darth-vader"});
  REQUIRE(t.offers(kLight, "use:rendars-wrath"));
  t.act(kLight, "use:rendars-wrath");
  // Emperor's Royal Guard may take the damage (Protect Character, LCG-KW-5); the Dark Side declines.
  REQUIRE(t.offers(kDark, "use:emperors-royal-guard"));
  t.act(kDark, "pass");
  CHECK(t.unit(kDark, "Darth Vader")["damage"] == 1);
  CHECK(t.unit(kDark, "Emperor's Royal Guard")["damage"] == 0);
}

TEST_CASE("Rendar's Wrath is not offered when the opponent declares 2 defenders (LCG-ABIL-8)", "[lcg][card]") {
  Table t = attack({"darth-vader", "emperors-royal-guard"});
  declare(t, {"darth-vader", "emperors-royal-guard"});
  CHECK_FALSE(t.offers(kLight, "use:rendars-wrath"));
}
