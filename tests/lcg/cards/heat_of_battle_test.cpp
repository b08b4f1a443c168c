// Heat of Battle (fate): "Deal 1 damage to a target participating enemy unit."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Heat of Battle, revealed in the edge stack, damages a participating enemy unit (LCG-EDGE-7)", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 2}, {"engagement", {{"objective", 0}}},
               {"dark", {{"units", {{{"card", "darth-vader"}, {"attacking", true}}}}, {"edge", {"heat-of-battle@19"}}}},
               {"light", {{"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}},
                          {"units", {{{"card", "luke-skywalker"}, {"defending", true}}, "x-wing"}}}}});
  // Both pass (no cards in hand): the stacks are revealed and the fate resolves.
  for (int i = 0; i < 4 && !t.offers(kDark, "target:"); ++i) t.act(t.to_act()[0], "pass");
  CHECK(t.offers(kDark, "target:luke-skywalker"));
  CHECK_FALSE(t.offers(kDark, "target:x-wing"));       // not participating
  CHECK_FALSE(t.offers(kDark, "target:darth-vader"));  // not an enemy
  t.act(kDark, "target:luke-skywalker");
  CHECK(t.unit(kLight, "Luke Skywalker")["damage"] == 1);
}
