// Bounty Collection: "Reaction: after you capture an enemy unit from play, remove 1 focus token from each of up to 3
// different non-unit cards you control."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Bounty Collection takes a focus token off up to 3 different non-unit cards after a capture", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 3}, {"engagement", {{"objective", 0}}},
               {"dark", {{"hand", {"bounty-collection"}},
                         {"objectives", {{{"card", "the-bespin-exchange"}, {"focus", 2}},
                                         {{"card", "imperial-command"}, {"focus", 1}},
                                         {{"card", "kuat-reinforcements"}, {"focus", 1}}}},
                         {"units", {{{"card", "boba-fett"}, {"attacking", true}}, {{"card", "tie-fighter"}, {"focus", 1}}}},
                         {"edge", {"tie-fighter"}}}},
               {"light", {{"units", {{{"card", "luke-skywalker"}, {"defending", true}}}}}}});
  t.pass_until(kDark, "strike:boba-fett");
  t.act(kDark, "strike:boba-fett");
  t.act(kDark, "icon.0");
  t.act(kDark, "hit:luke-skywalker");
  CHECK_FALSE(t.offers(kDark, "use:bounty-collection"));  // no capture yet
  t.act(kDark, "use:boba-fett");
  t.act(kDark, "choose:imperial-command");
  // The Bespin Exchange's own reaction is offered too; Bounty Collection is the one played.
  REQUIRE(t.offers(kDark, "use:bounty-collection"));
  t.act(kDark, "use:bounty-collection");
  CHECK_FALSE(t.offers(kDark, "choose:tie-fighter"));  // a unit
  t.act(kDark, "choose:the-bespin-exchange");
  CHECK_FALSE(t.offers(kDark, "choose:the-bespin-exchange"));  // different cards
  t.act(kDark, "choose:imperial-command");
  t.act(kDark, "done");  // up to 3: it may stop at two
  CHECK(t.objective(kDark, "The Bespin Exchange")["focus"] == 1);
  CHECK(t.objective(kDark, "Imperial Command")["focus"] == 0);
  CHECK(t.objective(kDark, "Kuat Reinforcements")["focus"] == 1);
  CHECK(t.unit(kDark, "TIE Fighter")["focus"] == 1);
  CHECK(t.card(kDark, "discard", "Bounty Collection").is_object());
}
