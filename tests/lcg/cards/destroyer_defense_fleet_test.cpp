// Destroyer Defense Fleet (Jerjerrod's Task, D01 28): "Each of your objectives
// gains +1 damage capacity."
#include "jt_table.h"
using namespace lcgcard;

TEST_CASE("Destroyer Defense Fleet: each objective its player controls has 1 more damage capacity, no enemy one",
          "[lcg][card][chal]") {
  TableWith t(jt_setup({{"phase", "deployment"}, {"active", "dark"}}, {{"units", {"destroyer-defense-fleet"}}},
                       {{"objectives", {"a-heros-journey"}}}),
              jt_options());
  CHECK(t.objective(kDS, "Lemelisk's Ambition")["capacity"] == 7);
  CHECK(t.objective(kDS, "Heightened Security")["capacity"] == 13);
  CHECK(t.objective(kLS1, "A Hero's Journey")["capacity"] == 4);  // printed 4, unchanged
}
