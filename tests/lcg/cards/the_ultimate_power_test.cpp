// The Ultimate Power: "Imperial Navy affiliation only. Your opponent may
// declare at most 2 attackers against this objective."
#include "card_table.h"
using namespace lcgcard;

namespace {
Table light_conflict() {
  return Table(json{{"phase", "conflict"}, {"active", "light"}, {"turn", 4},
                    {"dark", {{"tookTurn", true}, {"objectives", {"the-ultimate-power", "imperial-command", "death-and-despayre"}}}},
                    {"light", {{"tookTurn", true}, {"units", {"luke-skywalker", "x-wing", "y-wing"}}}}});
}
}  // namespace

TEST_CASE("The Ultimate Power: no more than 2 attackers against it (LCG-TERMS-1)", "[lcg][card]") {
  Table t = light_conflict();
  t.pass_until(kLight, "engage:the-ultimate-power");
  t.act(kLight, "engage:the-ultimate-power");
  t.act(kLight, "attacker:luke-skywalker");
  CHECK(t.offers(kLight, "attacker:x-wing"));
  t.act(kLight, "attacker:x-wing");
  CHECK_FALSE(t.offers(kLight, "attacker:y-wing"));  // a third is not allowed
  CHECK(t.offers(kLight, "done"));
}

TEST_CASE("The Ultimate Power does not limit attackers against another objective", "[lcg][card]") {
  Table t = light_conflict();
  t.pass_until(kLight, "engage:imperial-command");
  t.act(kLight, "engage:imperial-command");
  t.act(kLight, "attacker:luke-skywalker");
  t.act(kLight, "attacker:x-wing");
  CHECK(t.offers(kLight, "attacker:y-wing"));
}
