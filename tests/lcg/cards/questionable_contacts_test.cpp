// Questionable Contacts: "Reaction: once you refresh, deal 1 damage to this
// objective to move 1 damage from a target friendly unit onto a target enemy unit."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Questionable Contacts damages itself to move 1 damage from a friendly unit to an enemy unit", "[lcg][card]") {
  Table t(json{{"phase", "refresh"}, {"active", "light"}, {"turn", 4},
               {"dark", {{"tookTurn", true}, {"units", {{{"card", "at-st"}, {"damage", 1}}}}}},
               {"light", {{"tookTurn", true}, {"objectives", {"questionable-contacts", "a-heros-journey", "in-you-must-go"}},
                          {"units", {{{"card", "x-wing"}, {"damage", 1}}, "y-wing"}}}}});
  t.pass_until(kLight, "use:questionable-contacts");
  t.act(kLight, "use:questionable-contacts");
  CHECK_FALSE(t.offers(kLight, "target:y-wing"));  // no damage to move
  CHECK_FALSE(t.offers(kLight, "target:at-st"));   // not friendly
  t.act(kLight, "target:x-wing");
  CHECK(t.objective(kLight, "Questionable Contacts")["damage"] == 1);  // the cost
  CHECK_FALSE(t.offers(kLight, "choose:y-wing"));  // not an enemy
  t.act(kLight, "choose:at-st");
  CHECK(t.unit(kLight, "X-Wing")["damage"] == 0);
  CHECK(t.unit(kDark, "AT-ST")["damage"] == 2);
}
