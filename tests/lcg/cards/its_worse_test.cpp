// It's Worse: "Interrupt: when another Interrupt ability is used, cancel its effects. Then deal 1 damage to a target enemy
// unit."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("It's Worse cancels Counter-stroke's cancel, then deals 1 damage to an enemy unit", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"hand", {"force-choke", "its-worse"}},
                         {"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}}}},
               {"light", {{"hand", {"counter-stroke"}},
                          {"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}},
                          {"units", {"luke-skywalker", "x-wing"}}}}});
  t.act(kDark, "use:force-choke");
  t.act(kDark, "target:luke-skywalker");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  CHECK_FALSE(t.offers(kDark, "use:its-worse"));  // Force Choke is an action, not an interrupt
  REQUIRE(t.offers(kLight, "use:counter-stroke"));
  t.act(kLight, "use:counter-stroke");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  REQUIRE(t.offers(kDark, "use:its-worse"));
  t.act(kDark, "use:its-worse");
  CHECK_FALSE(t.offers(kDark, "target:fall-of-the-jedi"));  // an enemy unit
  t.act(kDark, "target:x-wing");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  for (int i = 0; i < 4 && !t.to_act().empty() && t.unit(kLight, "Luke Skywalker")["damage"] == 0; ++i)
    t.act(t.to_act()[0], "pass");
  CHECK(t.unit(kLight, "Luke Skywalker")["damage"] == 1);  // Force Choke was not cancelled
  CHECK(t.unit(kLight, "X-Wing")["damage"] == 1);
  CHECK(t.card(kLight, "discard", "Counter-stroke").is_object());
}
