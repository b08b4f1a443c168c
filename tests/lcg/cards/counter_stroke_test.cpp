// Counter-stroke: "Interrupt: when an event card is played, cancel its effects."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Counter-stroke cancels an event card's effects, its costs stay paid (LCG-TERMS-14)", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 2},
               {"dark", {{"hand", {"force-lightning"}}, {"units", {"tie-fighter"}}, {"tookTurn", true},
                         {"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}}}},
               {"light", {{"hand", {"counter-stroke"}},
                          {"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}},
                          {"units", {{{"card", "luke-skywalker"}, {"focus", 1}}}}}}});
  const int dark_resources = t.view()["players"][kDark]["resources"];
  t.act(kDark, "use:force-lightning");  // destroy a target exhausted unit (cost 3)
  t.act(kDark, "target:luke-skywalker");
  t.act(kDark, "autopay");
  // The event is being played: the Light Side may interrupt it.
  REQUIRE(t.offers(kLight, "use:counter-stroke"));
  t.act(kLight, "use:counter-stroke");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  CHECK(t.unit(kLight, "Luke Skywalker").is_object());               // not destroyed
  CHECK(t.card(kDark, "discard", "Force Lightning").is_object());    // still played and discarded
  // its cost stays paid: 3, less 1 from The Emperor's Web (the turn's first Sith event)
  CHECK(t.view()["players"][kDark]["resources"] == dark_resources - 2);
  CHECK(t.card(kLight, "discard", "Counter-stroke").is_object());
}

TEST_CASE("Counter-stroke does not answer an ability of a card in play", "[lcg][card]") {
  // Trust Your Feelings is an enhancement's action, not an event card.
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"light", {{"hand", {"counter-stroke"}},
                          {"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}},
                          {"units", {{{"card", "luke-skywalker"}, {"focus", 1}, {"enhancements", {"trust-your-feelings"}}}}}}}});
  CHECK_FALSE(t.offers(kLight, "use:counter-stroke"));  // no event is being played
  t.act(kLight, "use:trust-your-feelings");
  if (t.offers(kLight, "target:")) t.act(kLight, "target:luke-skywalker");
  CHECK_FALSE(t.offers(kLight, "use:counter-stroke"));
  CHECK(t.unit(kLight, "Luke Skywalker")["focus"] == 0);  // it resolved
  CHECK(t.count(kLight, "hand", "Counter-stroke") == 1);
}
