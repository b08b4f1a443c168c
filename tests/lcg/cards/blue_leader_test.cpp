// Blue Leader: "Reaction: After this unit is focused to strike as an
// attacker, deal 1 damage to a target objective not currently engaged."
#include "card_table.h"
using namespace lcgcard;

namespace {
Table attack() {
  return Table(json{{"phase", "conflict"}, {"active", "light"}, {"turn", 4}, {"engagement", {{"objective", 0}}},
                    {"dark", {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}},
                              {"tookTurn", true}}},
                    {"light", {{"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}},
                               {"units", {{{"card", "blue-leader"}, {"attacking", true}},
                                          {{"card", "x-wing@13"}, {"attacking", true}}}},
                               {"tookTurn", true}}}});
}
}  // namespace

TEST_CASE("Blue Leader, focused to strike as an attacker, deals 1 damage to an objective that is not engaged "
          "(LCG-ABIL-8, LCG-STRIKE-1)",
          "[lcg][card]") {
  Table t = attack();
  t.pass_until(kLight, "strike:");
  t.act(kLight, "strike:blue-leader");
  t.act(kLight, "use:blue-leader");
  CHECK_FALSE(t.offers(kLight, "target:imperial-command"));  // the engaged objective
  CHECK(t.offers(kLight, "target:kuat-reinforcements"));
  CHECK(t.offers(kLight, "target:a-heros-journey"));         // any objective, a friendly one too
  t.act(kLight, "target:kuat-reinforcements");
  CHECK(t.objective(kDark, "Kuat Reinforcements")["damage"] == 1);
}

TEST_CASE("Blue Leader is not offered after another unit strikes, nor when it strikes as a defender (LCG-ABIL-8)",
          "[lcg][card]") {
  {
    Table t = attack();
    t.pass_until(kLight, "strike:");
    t.act(kLight, "strike:x-wing");
    CHECK_FALSE(t.offers(kLight, "use:blue-leader"));
  }
  Table t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 5}, {"engagement", {{"objective", 0}}},
               {"dark", {{"units", {{{"card", "tie-fighter@27"}, {"attacking", true}}}}, {"tookTurn", true}}},
               {"light", {{"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}},
                          {"units", {{{"card", "blue-leader"}, {"defending", true}}}},
                          {"tookTurn", true}}}});
  t.pass_until(kLight, "strike:blue-leader", 30);
  t.act(kLight, "strike:blue-leader");
  CHECK_FALSE(t.offers(kLight, "use:blue-leader"));
}
