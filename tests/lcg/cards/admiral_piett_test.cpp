// Admiral Piett (Jerjerrod's Task, D01 38): "Reaction: After a phase begins,
// remove 1 focus token from this unit."
#include "jt_table.h"
using namespace lcgcard;

TEST_CASE("Admiral Piett: after a phase begins, in any player's turn, 1 focus token comes off him",
          "[lcg][card][chal]") {
  TableWith t(jt_setup({{"phase", "deployment"}, {"active", "light"}, {"activePlayer", 2}},
                       {{"units", {{{"card", "admiral-piett"}, {"focus", 3}}}}}),
              jt_options());
  // The Light Side team's Deployment ends, its Conflict phase begins.
  t.pass_until(kDS, "use:admiral-piett");
  t.act(kDS, "use:admiral-piett");
  CHECK(t.unit(kDS, "Admiral Piett")["focus"] == 2);
}
