// Orbital Construction Yard (Jerjerrod's Task, D01 41): "Enhance your play
// area. Limited. Reaction: After you refresh, remove 1 damage from a target
// objective or Vehicle unit you control."
#include "jt_table.h"
using namespace lcgcard;

TEST_CASE("Orbital Construction Yard: after its player refreshes, 1 damage comes off one of its objectives or "
          "Vehicle units, not a Character",
          "[lcg][card][chal]") {
  TableWith t(jt_setup({{"phase", "refresh"}, {"active", "dark"}},
                       {{"enhancements", {"orbital-construction-yard"}},
                        {"objectives", {{{"card", "heightened-security"}, {"damage", 3}}, "lemelisks-ambition"}},
                        {"units", {{{"card", "tie-interceptor"}, {"damage", 1}}, {{"card", "death-star-guards"}, {"damage", 1}}}}}),
              jt_options());
  t.act(kDS, "use:orbital-construction-yard");
  CHECK(t.offers(kDS, "target:tie-interceptor"));
  CHECK_FALSE(t.offers(kDS, "target:death-star-guards"));  // a Character
  t.act(kDS, "target:heightened-security");
  CHECK(t.objective(kDS, "Heightened Security")["damage"] == 2);
}
