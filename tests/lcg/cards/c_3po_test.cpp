// C-3PO: "Interrupt: when an event card is played, sacrifice this unit to cancel that event card's effects."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("C-3PO is sacrificed to cancel an event card's effects", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 2},
               {"dark", {{"hand", {"force-choke"}}, {"units", {"tie-fighter"}}, {"tookTurn", true},
                         {"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}}}},
               {"light", {{"units", {"c-3po", "luke-skywalker"}}}}});
  t.act(kDark, "use:force-choke");
  t.act(kDark, "target:luke-skywalker");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  REQUIRE(t.offers(kLight, "use:c-3po"));
  t.act(kLight, "use:c-3po");
  CHECK(t.unit(kLight, "Luke Skywalker")["damage"] == 0);    // cancelled
  CHECK_FALSE(t.unit(kLight, "C-3PO").is_object());          // sacrificed
  CHECK(t.card(kLight, "discard", "C-3PO").is_object());
  CHECK(t.card(kDark, "discard", "Force Choke").is_object());  // the event was still played
}

TEST_CASE("C-3PO does not answer an ability of a card in play", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"light", {{"units", {"c-3po", {{"card", "luke-skywalker"}, {"focus", 1}, {"enhancements", {"trust-your-feelings"}}}}}}}});
  t.act(kLight, "use:trust-your-feelings");
  if (t.offers(kLight, "target:")) t.act(kLight, "target:luke-skywalker");
  CHECK_FALSE(t.offers(kLight, "use:c-3po"));
  CHECK(t.unit(kLight, "C-3PO").is_object());
  CHECK(t.unit(kLight, "Luke Skywalker")["focus"] == 0);
}
