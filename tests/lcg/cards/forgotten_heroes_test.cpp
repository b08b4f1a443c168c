// Forgotten Heroes: "Reaction: after you play a Force User unit, draw 1 card."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Forgotten Heroes draws a card after its player plays a Force User unit", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"light", {{"hand", {"yoda", "x-wing"}}, {"deck", {"jedi-mind-trick", "counter-stroke"}},
                          {"objectives", {"forgotten-heroes", "a-heros-journey", "in-you-must-go"}}}}});
  t.act(kLight, "deploy:yoda");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  REQUIRE(t.offers(kLight, "use:forgotten-heroes"));
  t.act(kLight, "use:forgotten-heroes");
  CHECK(t.count(kLight, "hand", "Jedi Mind Trick") == 1);
  CHECK(t.view()["players"][kLight]["deckCount"] == 1);
}

TEST_CASE("Forgotten Heroes ignores a unit without Force User", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"light", {{"hand", {"x-wing"}}, {"deck", {"jedi-mind-trick"}},
                          {"objectives", {"forgotten-heroes", "a-heros-journey", "in-you-must-go"}}}}});
  t.act(kLight, "deploy:x-wing");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  CHECK(t.unit(kLight, "X-Wing").is_object());
  CHECK_FALSE(t.offers(kLight, "use:forgotten-heroes"));
  CHECK(t.view()["players"][kLight]["deckCount"] == 1);
}

TEST_CASE("Forgotten Heroes answers only its own player's units", "[lcg][card]") {
  // Darth Vader is a Force User, but the Dark Side plays him.
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 2},
               {"dark", {{"hand", {"darth-vader"}}, {"enhancements", {"sith-library"}},
                         {"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}}}},
               {"light", {{"deck", {"jedi-mind-trick"}},
                          {"objectives", {"forgotten-heroes", "a-heros-journey", "in-you-must-go"}}}}});
  t.act(kDark, "deploy:darth-vader");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  CHECK(t.unit(kDark, "Darth Vader").is_object());
  CHECK_FALSE(t.offers(kLight, "use:forgotten-heroes"));
}
