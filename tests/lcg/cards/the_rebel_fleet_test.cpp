// The Rebel Fleet: only Vehicle units may be declared as attackers against it.
#include "card_table.h"
using namespace lcgcard;

namespace {
Table dark_conflict(const json& units) {
  return Table(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 4},
                    {"dark", {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}},
                              {"units", units},
                              {"tookTurn", true}}},
                    {"light", {{"objectives", {"the-rebel-fleet", "mission-briefing", "fleeing-the-empire"}},
                               {"tookTurn", true}}}});
}
}  // namespace

TEST_CASE("The Rebel Fleet: only Vehicle units may attack it", "[lcg][card]") {
  Table t = dark_conflict(json{"darth-vader", "tie-fighter"});
  t.pass_until(kDark, "engage:");
  t.act(kDark, "engage:the-rebel-fleet");
  CHECK(t.offers(kDark, "attacker:tie-fighter"));
  CHECK_FALSE(t.offers(kDark, "attacker:darth-vader"));  // a Character
  t.act(kDark, "attacker:tie-fighter");
  CHECK_FALSE(t.offers(kDark, "attacker:darth-vader"));
  t.act(kDark, "done");
  CHECK(t.unit(kDark, "TIE Fighter")["role"] == "attacker");
  CHECK_FALSE(t.unit(kDark, "Darth Vader").contains("role"));
}

TEST_CASE("The Rebel Fleet cannot be engaged without a ready Vehicle, other objectives can", "[lcg][card]") {
  Table t = dark_conflict(json{"darth-vader", {{"card", "tie-fighter"}, {"focus", 1}}});
  t.pass_until(kDark, "engage:");
  CHECK_FALSE(t.offers(kDark, "engage:the-rebel-fleet"));
  CHECK(t.offers(kDark, "engage:mission-briefing"));
  t.act(kDark, "engage:mission-briefing");
  CHECK(t.offers(kDark, "attacker:darth-vader"));  // the restriction is The Rebel Fleet's alone
}
