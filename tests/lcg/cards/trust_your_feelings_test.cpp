// Trust Your Feelings: "Action: focus this enhancement to remove 1 focus token from enhanced unit."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Trust Your Feelings focuses itself to take a focus token off the enhanced unit", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"light", {{"units", {{{"card", "luke-skywalker"}, {"focus", 2}, {"enhancements", {"trust-your-feelings"}}}}}}}});
  t.act(kLight, "use:trust-your-feelings");
  if (t.offers(kLight, "target:")) t.act(kLight, "target:luke-skywalker");
  const json luke = t.unit(kLight, "Luke Skywalker");
  CHECK(luke["focus"] == 1);
  CHECK(luke["attachments"][0]["focus"] == 1);  // the cost: the enhancement is focused
  CHECK_FALSE(t.offers(kLight, "use:trust-your-feelings"));  // focused: it cannot pay again
}
