// Tallon Roll: "Action: remove 1 focus token from a target Fighter unit."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Tallon Roll removes one focus token from a Fighter", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 2},
               {"dark", {{"hand", {"tallon-roll"}},
                         {"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}},
                         {"units", {{{"card", "tie-fighter"}, {"focus", 2}}, {{"card", "admiral-motti"}, {"focus", 1}}}}}}},
          2);
  t.act(kDark, "use:tallon-roll");
  CHECK_FALSE(t.offers(kDark, "target:admiral-motti"));  // a Character
  t.act(kDark, "target:tie-fighter");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  CHECK(t.unit(kDark, "TIE Fighter")["focus"] == 1);
}
