// X-Wing Escort: "Interrupt: when this unit leaves play, your opponent must
// sacrifice a Vehicle unit they control."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("X-Wing Escort, leaving play, makes the opponent sacrifice a Vehicle of their choice", "[lcg][card]") {
  // The Light Side sacrifices it to You're My Only Hope (LCG-TERMS-8: it leaves play).
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"dark", {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}},
                         {"units", {"tie-fighter", "tie-advanced", "darth-vader"}}}},
               {"light", {{"objectives", {"fleeing-the-empire", "mission-briefing", "the-rebel-fleet"}},
                          {"hand", {"youre-my-only-hope"}},
                          {"units", {"x-wing-escort", "x-wing"}}}}});
  t.act(kLight, "use:youre-my-only-hope");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  t.act(kLight, "choose:x-wing-escort");
  // The interrupt: before the X-Wing Escort leaves.
  REQUIRE(t.offers(kLight, "use:x-wing-escort"));
  CHECK(t.count(kLight, "units", "X-Wing Escort") == 1);
  t.act(kLight, "use:x-wing-escort");
  CHECK(t.to_act() == std::vector<int>{kDark});
  CHECK(t.offers(kDark, "choose:tie-fighter"));
  CHECK(t.offers(kDark, "choose:tie-advanced"));
  CHECK_FALSE(t.offers(kDark, "choose:darth-vader"));  // not a Vehicle
  CHECK_FALSE(t.offers(kDark, "choose:x-wing"));       // not theirs
  t.act(kDark, "choose:tie-advanced");
  CHECK(t.card(kDark, "discard", "TIE Advanced").is_object());
  CHECK(t.count(kDark, "units", "TIE Fighter") == 1);
  CHECK(t.card(kLight, "discard", "X-Wing Escort").is_object());
}

TEST_CASE("X-Wing Escort answers its own destruction in a strike, not another unit's", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 4}, {"engagement", {{"objective", 0}}},
               {"dark", {{"units", {{{"card", "darth-vader"}, {"attacking", true}}, {{"card", "at-st"}, {"attacking", true}}, "tie-fighter"}},
                         {"tookTurn", true}}},
               {"light", {{"objectives", {"fleeing-the-empire", "mission-briefing", "the-rebel-fleet"}},
                          {"units", {{{"card", "x-wing-escort"}, {"defending", true}}, {{"card", "x-wing"}, {"defending", true}}}},
                          {"tookTurn", true}}}});
  // No cards in hand: the edge battle is a tie and the defender strikes first (LCG-EDGE-9).
  REQUIRE(t.offers(kLight, "strike:x-wing-escort"));
  t.act(kLight, "strike:x-wing-escort");
  t.act(kLight, "hit:darth-vader");
  t.pass_until(kDark, "strike:");
  t.act(kDark, "strike:darth-vader");
  t.act(kDark, "icon.0");  // unit damage first
  t.act(kDark, "hit:x-wing.");
  CHECK(t.card(kLight, "discard", "X-Wing").is_object());
  CHECK_FALSE(t.offers(kLight, "use:x-wing-escort"));  // another unit's destruction
  t.pass_until(kDark, "strike:");
  t.act(kDark, "strike:at-st");
  t.act(kDark, "icon.0");
  t.act(kDark, "hit:x-wing-escort");
  REQUIRE(t.offers(kLight, "use:x-wing-escort"));
  t.act(kLight, "use:x-wing-escort");
  CHECK(t.offers(kDark, "choose:at-st"));  // exhausted, still a Vehicle
  t.act(kDark, "choose:tie-fighter");
  CHECK(t.card(kDark, "discard", "TIE Fighter").is_object());
  CHECK(t.card(kLight, "discard", "X-Wing Escort").is_object());
}

TEST_CASE("X-Wing Escort is not used while the opponent controls no Vehicle", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"dark", {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}},
                         {"units", {"darth-vader"}}}},
               {"light", {{"objectives", {"fleeing-the-empire", "mission-briefing", "the-rebel-fleet"}},
                          {"hand", {"youre-my-only-hope"}},
                          {"units", {"x-wing-escort"}}}}});
  t.act(kLight, "use:youre-my-only-hope");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  t.act(kLight, "choose:x-wing-escort");
  CHECK_FALSE(t.offers(kLight, "use:x-wing-escort"));
  CHECK(t.card(kLight, "discard", "X-Wing Escort").is_object());
}

TEST_CASE("X-Wing Escort, returned to its owner's hand (Fall Back!), leaves play: its interrupt is offered", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 4},
               {"dark", {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}},
                         {"units", {"tie-fighter", "darth-vader"}}}},
               {"light", {{"objectives", {"fleeing-the-empire", "mission-briefing", "the-rebel-fleet"}},
                          {"hand", {"fall-back"}},
                          {"units", {"x-wing-escort"}}}}});
  t.act(kLight, "use:fall-back");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  t.act(kLight, "target:x-wing-escort");
  REQUIRE(t.offers(kLight, "use:x-wing-escort"));
  t.act(kLight, "use:x-wing-escort");
  t.act(kDark, "choose:tie-fighter");
  CHECK(t.card(kDark, "discard", "TIE Fighter").is_object());
  CHECK(t.count(kLight, "hand", "X-Wing Escort") == 1);
}
