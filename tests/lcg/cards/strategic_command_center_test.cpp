// Strategic Command Center (Jerjerrod's Task, D01 46): "Enhance your play
// area. Reaction: After an objective enters play, remove 1 damage from a
// target unit or objective."
#include "jt_table.h"
using namespace lcgcard;

TEST_CASE("Strategic Command Center: after an objective enters play, 1 damage comes off a unit or objective",
          "[lcg][card][chal]") {
  TableWith t(jt_setup({{"phase", "deployment"}, {"active", "dark"}},
                       {{"enhancements", {"strategic-command-center"}}, {"hand", {"jerjerrods-task"}},
                        {"units", {{{"card", "tie-interceptor"}, {"damage", 1}}}}}),
              jt_options());
  t.act(kDS, "use:jerjerrods-task");
  t.act(kDS, "autopay");
  t.act(kDS, "use:strategic-command-center");
  t.act(kDS, "target:tie-interceptor");
  CHECK(t.unit(kDS, "TIE Interceptor")["damage"] == 0);
}
