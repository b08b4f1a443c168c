// An engagement whose last possible attacker becomes unable before the
// attackers are declared (LCG-CONFLICT-6, OQ-14: at least one attacker is
// required): nobody attacks and the engagement ends, instead of waiting for a
// declaration no one can make.
#include "cards/jt_table.h"
using namespace lcgcard;

TEST_CASE("LCG-CONFLICT-6: the only attacker exhausted to pay for an interrupt to the engagement ends it with no attack",
          "[lcg][rules][chal]") {
  // Jerjerrod's Task: the Dark Side's only unit, Lambda-class Shuttle, also gives 1 resource.
  TableWith t(jt_setup({{"phase", "conflict"}, {"active", "dark"}},
                       {{"units", {"lambda-class-shuttle"}}, {"hand", {"signal-jam"}}},
                       {{"objectives", {"the-secret-of-yavin-4", "in-you-must-go", "forgotten-heroes"}}}),
              jt_options());
  t.pass_until(kDS, "engage:in-you-must-go");
  t.act(kDS, "engage:in-you-must-go");
  t.act(kLS1, "use:the-secret-of-yavin-4");  // the engagement would move to Yavin 4
  t.act(kDS, "use:signal-jam");              // cancelled; its cost is paid with the shuttle
  INFO("dark: " << json(t.ids(kDS)).dump());
  t.act(kDS, "generate:lambda-class-shuttle");
  for (int i = 0; i < 10 && !t.offers(kDS, "engage:") && !t.to_act().empty(); ++i) {
    const int s = t.to_act()[0];
    if (t.offers(s, "decline")) t.act(s, "decline");
    else if (t.offers(s, "pass")) t.act(s, "pass");
    else break;
  }
  const json v = t.view();
  CHECK(v["engagement"].is_null());
  // Nobody could attack: the engagement ended and the objective counts as engaged this phase.
  CHECK(t.objective(kLS1, "In You Must Go")["damage"] == 0);
  CHECK_FALSE(t.offers(kDS, "engage:in-you-must-go"));
  CHECK_FALSE(t.to_act().empty());
}
