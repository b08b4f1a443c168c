// Along the Sanctuary Pipeline (Jerjerrod's Task, D01 3): "Reaction: After you
// refresh, remove 1 focus token from each objective you control."
#include "jt_table.h"
using namespace lcgcard;

TEST_CASE("Along the Sanctuary Pipeline: after its player refreshes, one focus token comes off each of its "
          "objectives (LCG-REFRESH-6, OQ-9)",
          "[lcg][card][chal]") {
  TableWith t(jt_setup({{"phase", "refresh"}, {"active", "dark"}},
                       {{"objectives", {{{"card", "along-the-sanctuary-pipeline"}, {"focus", 3}},
                                        {{"card", "lemelisks-ambition"}, {"focus", 2}},
                                        {{"card", "heightened-security"}, {"focus", 1}}}}}),
              jt_options());
  // The refresh took one off each (LCG-REFRESH-1); the reaction one more.
  t.act(kDS, "use:along-the-sanctuary-pipeline");
  CHECK(t.objective(kDS, "Along the Sanctuary Pipeline")["focus"] == 1);
  CHECK(t.objective(kDS, "Lemelisk's Ambition")["focus"] == 0);
  CHECK(t.objective(kDS, "Heightened Security")["focus"] == 0);
}
