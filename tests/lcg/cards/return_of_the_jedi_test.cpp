// Return of the Jedi: "Action: put a Force User unit from your discard pile into play."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Return of the Jedi puts a chosen Force User unit from its player's discard pile into play", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"dark", {{"discard", {"darth-vader"}}}},
               {"light", {{"hand", {"return-of-the-jedi"}}, {"discard", {"x-wing", "yoda", "twilek-loyalist"}},
                          {"deck", {"jedi-mind-trick"}},
                          {"objectives", {"forgotten-heroes", "a-heros-journey", "in-you-must-go"}}}}});
  t.act(kLight, "use:return-of-the-jedi");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  CHECK(t.offers(kLight, "choose:yoda"));
  CHECK_FALSE(t.offers(kLight, "choose:x-wing"));           // not a Force User
  CHECK_FALSE(t.offers(kLight, "choose:twilek-loyalist"));  // not a Force User
  CHECK_FALSE(t.offers(kLight, "choose:darth-vader"));      // not in your discard pile
  t.act(kLight, "choose:yoda");
  CHECK(t.unit(kLight, "Yoda").is_object());
  CHECK(t.unit(kLight, "Yoda")["focus"] == 0);
  CHECK_FALSE(t.card(kLight, "discard", "Yoda").is_object());
  // Put into play is not "play": Forgotten Heroes does not answer it.
  CHECK_FALSE(t.offers(kLight, "use:forgotten-heroes"));
  CHECK(t.view()["players"][kLight]["deckCount"] == 1);
}

TEST_CASE("Return of the Jedi cannot be played without a Force User unit in its player's discard pile", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2},
               {"dark", {{"discard", {"darth-vader"}}}},
               {"light", {{"hand", {"return-of-the-jedi"}}, {"discard", {"x-wing"}},
                          {"objectives", {"forgotten-heroes", "a-heros-journey", "in-you-must-go"}}}}});
  CHECK_FALSE(t.offers(kLight, "use:return-of-the-jedi"));
}
