// Secret Informant: "While this unit takes part in an engagement, each fate
// card of your edge stack may resolve one more time."
#include "card_table.h"
using namespace lcgcard;

namespace {
// The Light Side attacks with `informant_attacks` deciding whether the
// Informant participates; Heat of Battle waits in its edge stack; an AT-ST
// (capacity 3) defends.
Table attack(bool informant_attacks) {
  json units = informant_attacks ? json{{{"card", "secret-informant"}, {"attacking", true}}}
                                 : json{"secret-informant", {{"card", "rebel-trooper"}, {"attacking", true}}};
  return Table(json{{"phase", "conflict"}, {"active", "light"}, {"turn", 4}, {"engagement", {{"objective", 0}}},
                    {"light", {{"tookTurn", true}, {"objectives", {"a-heros-journey", "in-you-must-go", "the-rebel-fleet"}},
                               {"units", units}, {"edge", {"heat-of-battle"}}}},
                    {"dark", {{"tookTurn", true}, {"objectives", {"fall-of-the-jedi", "the-emperors-web", "imperial-command"}},
                              {"units", {{{"card", "at-st"}, {"defending", true}}}}}}});
}
}  // namespace

TEST_CASE("Secret Informant, participating, lets a fate card of its side resolve a second time", "[lcg][card]") {
  Table t = attack(true);
  for (int i = 0; i < 4 && !t.offers(kLight, "target:"); ++i) t.act(t.to_act()[0], "pass");
  t.act(kLight, "target:at-st");
  CHECK(t.unit(kDark, "AT-ST")["damage"] == 1);
  REQUIRE(t.offers(kLight, "choose:heat-of-battle"));
  CHECK(t.offers(kLight, "decline"));  // "may"
  t.act(kLight, "choose:heat-of-battle");
  t.act(kLight, "target:at-st");
  CHECK(t.unit(kDark, "AT-ST")["damage"] == 2);
  CHECK_FALSE(t.offers(kLight, "choose:heat-of-battle"));  // one additional time only
}

TEST_CASE("Secret Informant does nothing for the edge battle while it does not participate", "[lcg][card]") {
  Table t = attack(false);
  for (int i = 0; i < 4 && !t.offers(kLight, "target:"); ++i) t.act(t.to_act()[0], "pass");
  t.act(kLight, "target:at-st");
  CHECK(t.unit(kDark, "AT-ST")["damage"] == 1);
  CHECK_FALSE(t.offers(kLight, "choose:heat-of-battle"));
}
