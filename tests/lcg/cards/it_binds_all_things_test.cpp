// It Binds All Things: "Action: put the top card of your discard pile into your hand
// (the top 2 cards instead while the Balance of the Force is with the light side)."
#include "card_table.h"
using namespace lcgcard;

namespace {
Table binds(const char* balance) {
  // The discard pile is listed top first.
  return Table(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2}, {"balance", balance},
                    {"light", {{"hand", {"it-binds-all-things"}}, {"discard", {"yoda", "x-wing", "counter-stroke"}},
                               {"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}}}}});
}
}  // namespace

TEST_CASE("It Binds All Things returns the top card of its player's discard pile", "[lcg][card]") {
  Table t = binds("dark");
  t.act(kLight, "use:it-binds-all-things");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  CHECK(t.count(kLight, "hand", "Yoda") == 1);
  CHECK(t.count(kLight, "hand", "X-Wing") == 0);  // only the top card
  CHECK(t.count(kLight, "discard", "X-Wing") == 1);
  CHECK(t.count(kLight, "discard", "It Binds All Things") == 1);  // not returned itself
  CHECK(t.view()["players"][kLight]["discard"][0]["name"] == "It Binds All Things");  // on top once resolved
}

TEST_CASE("It Binds All Things returns the top 2 cards while the Balance is with the light side", "[lcg][card]") {
  Table t = binds("light");
  t.act(kLight, "use:it-binds-all-things");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  CHECK(t.count(kLight, "hand", "Yoda") == 1);
  CHECK(t.count(kLight, "hand", "X-Wing") == 1);
  CHECK(t.count(kLight, "hand", "Counter-stroke") == 0);
  CHECK(t.count(kLight, "hand", "It Binds All Things") == 0);
}

TEST_CASE("It Binds All Things takes nothing from the opponent's discard pile", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 2}, {"balance", "light"},
               {"dark", {{"discard", {"darth-vader"}}}},
               {"light", {{"hand", {"it-binds-all-things"}},
                          {"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}}}}});
  t.act(kLight, "use:it-binds-all-things");
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  CHECK(t.count(kDark, "discard", "Darth Vader") == 1);
  CHECK(t.count(kLight, "hand", "It Binds All Things") == 0);  // itself: discarded, not returned
}
