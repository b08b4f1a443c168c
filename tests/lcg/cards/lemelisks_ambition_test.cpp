// Lemelisk's Ambition (Jerjerrod's Task, D01 2): "Increase your reserve value
// by 1 for each opponent in the game."
#include "jt_table.h"
using namespace lcgcard;

TEST_CASE("Lemelisk's Ambition: the solo Dark Side player's reserve value is 6 and 1 more per opponent, and it "
          "draws up to it (MP-JT-3, LCG-DRAW-3)",
          "[lcg][card][chal]") {
  TableWith t(jt_setup({{"phase", "draw"}, {"active", "dark"}}, {{"hand", {"signal-jam"}}}), jt_options());
  CHECK(t.view()["players"][kDS]["reserve"] == 8);  // two Light Side opponents
  t.act(kDS, "done");                               // no optional discard
  CHECK(t.view()["players"][kDS]["handCount"] == 8);
  // Without it: 6.
  TableWith plain(jt_setup({{"phase", "deployment"}, {"active", "dark"}},
                           {{"objectives", {"along-the-sanctuary-pipeline", "heightened-security"}}}),
                  jt_options());
  CHECK(plain.view()["players"][kDS]["reserve"] == 6);
  // Three opponents: 9.
  json four = jt_options();
  four["players"] = 4;
  TableWith t4(jt_setup({{"phase", "deployment"}, {"active", "dark"}}, json::object()), four);
  CHECK(t4.view()["players"][kDS]["reserve"] == 9);
}
