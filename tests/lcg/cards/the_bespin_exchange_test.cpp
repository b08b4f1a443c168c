// The Bespin Exchange: "Reaction: after you capture an enemy unit from play, remove 1 focus token from a target objective."
#include "card_table.h"
using namespace lcgcard;

namespace {
json bespin_setup(int focus) {
  return json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3}, {"engagement", {{"objective", 0}}},
              {"dark", {{"objectives", {{{"card", "the-bespin-exchange"}, {"focus", focus}}, "imperial-command",
                                        {{"card", "kuat-reinforcements"}, {"focus", 1}}}},
                        {"units", {{{"card", "boba-fett"}, {"attacking", true}}}},
                        {"edge", {"tie-fighter"}}}},
              {"light", {{"units", {{{"card", "luke-skywalker"}, {"defending", true}}}}}}};
}
void capture_luke(Table& t) {
  t.pass_until(kDark, "strike:boba-fett");
  t.act(kDark, "strike:boba-fett");
  t.act(kDark, "icon.0");
  t.act(kDark, "hit:luke-skywalker");
  t.act(kDark, "use:boba-fett");
  t.act(kDark, "choose:imperial-command");
}
}  // namespace

TEST_CASE("The Bespin Exchange takes a focus token off an objective after a unit is captured from play", "[lcg][card]") {
  Table t(bespin_setup(2));
  capture_luke(t);
  REQUIRE(t.offers(kDark, "use:the-bespin-exchange"));
  t.act(kDark, "use:the-bespin-exchange");
  CHECK_FALSE(t.offers(kDark, "target:imperial-command"));  // no focus token to remove
  t.act(kDark, "target:the-bespin-exchange");
  CHECK(t.objective(kDark, "The Bespin Exchange")["focus"] == 1);
  CHECK(t.objective(kDark, "Kuat Reinforcements")["focus"] == 1);
}

TEST_CASE("The Bespin Exchange needs a capture", "[lcg][card]") {
  Table t(bespin_setup(0));
  t.pass_until(kDark, "strike:boba-fett");
  t.act(kDark, "strike:boba-fett");
  t.act(kDark, "icon.0");
  t.act(kDark, "hit:luke-skywalker");
  CHECK_FALSE(t.offers(kDark, "use:the-bespin-exchange"));  // damage, no capture yet
  t.act(kDark, "pass");  // Boba Fett does not capture
  CHECK_FALSE(t.offers(kDark, "use:the-bespin-exchange"));
  CHECK(t.unit(kLight, "Luke Skywalker").is_object());
}
