// Tactical Command Center (Jerjerrod's Task, D01 44): "Enhance your play
// area. Reaction: After an objective enters play, each light side player must
// deal 1 damage to a unit he controls, if able."
#include "jt_table.h"
using namespace lcgcard;

TEST_CASE("Tactical Command Center: after an objective enters play each Light Side player with a unit deals 1 "
          "damage to one of its units (MP-GEN-23)",
          "[lcg][card][chal]") {
  TableWith t(jt_setup({{"phase", "deployment"}, {"active", "dark"}},
                       {{"enhancements", {"tactical-command-center"}}, {"hand", {"jerjerrods-task"}}},
                       {{"units", {"luke-skywalker", "jedi-in-hiding"}}}, json::object()),
              jt_options());
  t.act(kDS, "use:jerjerrods-task");
  t.act(kDS, "autopay");
  t.act(kDS, "use:tactical-command-center");
  // Light Side #1 chooses; Light Side #2 has no unit ("if able").
  REQUIRE(t.to_act() == std::vector<int>{kLS1});
  t.act(kLS1, "choose:jedi-in-hiding");
  CHECK(t.unit(kLS1, "Jedi in Hiding").is_null());  // capacity 1: destroyed
  CHECK(t.unit(kLS1, "Luke Skywalker")["damage"] == 0);
  CHECK(t.count(kDS, "objectives", "Jerjerrod's Task") == 1);  // and the objective's own action went on
}
