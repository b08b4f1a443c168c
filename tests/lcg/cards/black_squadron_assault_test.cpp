// Black Squadron Assault: "Action: focus this objective to remove 1 focus token from a Black Squadron unit you control."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Black Squadron Assault focuses itself to take a focus token off a Black Squadron unit", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 2},
               {"dark", {{"objectives", {"black-squadron-assault", "fall-of-the-jedi", "counsel-of-the-sith"}},
                         {"units", {{{"card", "tie-advanced"}, {"focus", 2}}, {{"card", "darth-vader"}, {"focus", 1}}}}}}});
  t.act(kDark, "use:black-squadron-assault");
  CHECK_FALSE(t.offers(kDark, "target:darth-vader"));  // not Black Squadron
  if (t.offers(kDark, "target:")) t.act(kDark, "target:tie-advanced");
  CHECK(t.unit(kDark, "TIE Advanced")["focus"] == 1);
  CHECK(t.objective(kDark, "Black Squadron Assault")["focus"] == 1);
}
