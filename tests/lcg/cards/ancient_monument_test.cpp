// Ancient Monument: "This enhancement contributes 1 Force icon to your side during the Force struggle."
#include <algorithm>
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Ancient Monument adds a Force icon to its side's struggle total (LCG-FORCE-7)", "[lcg][card]") {
  Table t(json{{"phase", "force"}, {"active", "light"}, {"turn", 2}, {"balance", "dark"},
               {"light", {{"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}},
                          {"enhancements", {"ancient-monument"}}}}});
  std::vector<std::string> l = t.log();
  CHECK(std::find(l.begin(), l.end(), "The Force struggle: Dark Side 0, Light Side 1.") != l.end());
}
