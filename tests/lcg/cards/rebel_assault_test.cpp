// Rebel Assault: "Action: deal 2 damage to a target enemy unit or objective. Limit 1 per turn."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Rebel Assault deals 2 damage to an enemy objective, paid with a Rebel Alliance resource", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"dark", {{"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}}}},
               {"light", {{"hand", {"rebel-assault"}},
                          {"objectives", {"mission-briefing", "fleeing-the-empire", "the-rebel-fleet"}},
                          {"units", {"x-wing"}}}}});
  t.act(kLight, "use:rebel-assault");
  CHECK_FALSE(t.offers(kLight, "target:x-wing"));  // not an enemy
  t.act(kLight, "target:fall-of-the-jedi");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  CHECK(t.objective(kDark, "Fall of the Jedi")["damage"] == 2);
}
