// Death Star Guards (Jerjerrod's Task, D01 18): "Action: Spend 1 resource to
// put this unit into play from your hand."
#include "jt_table.h"
using namespace lcgcard;

TEST_CASE("Death Star Guards: for 1 resource it goes from hand into play in any action window, an opponent's turn "
          "too (C12, LCG-TERMS-7)",
          "[lcg][card][chal]") {
  TableWith t(jt_setup({{"phase", "conflict"}, {"active", "light"}}, {{"hand", {"death-star-guards"}}}), jt_options());
  t.pass_until(kDS, "use:death-star-guards");
  t.act(kDS, "use:death-star-guards");
  t.act(kDS, "autopay");
  CHECK_FALSE(t.unit(kDS, "Death Star Guards").is_null());
  CHECK(t.view()["players"][kDS]["handCount"] == 0);
}
