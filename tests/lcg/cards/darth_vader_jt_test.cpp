// Darth Vader (Jerjerrod's Task, D01 35): "Elite. Targeted Strike. This unit
// gains [Unit Damage] for each objective you control."
#include "jt_table.h"
using namespace lcgcard;

TEST_CASE("Darth Vader (Jerjerrod's Task): one more unit damage icon for each objective his player controls",
          "[lcg][card][chal]") {
  TableWith t(jt_setup({{"phase", "deployment"}, {"active", "dark"}}, {{"units", {"darth-vader-jt"}}}), jt_options());
  CHECK(t.unit(kDS, "Darth Vader")["icons"]["ud"] == 1 + 3);  // the three starting objectives
  TableWith two(jt_setup({{"phase", "deployment"}, {"active", "dark"}},
                         {{"units", {"darth-vader-jt"}}, {"objectives", {"lemelisks-ambition", "heightened-security"}}}),
                jt_options());
  CHECK(two.unit(kDS, "Darth Vader")["icons"]["ud"] == 1 + 2);
  CHECK(two.unit(kDS, "Darth Vader")["icons"]["bd"] == 2);
}
