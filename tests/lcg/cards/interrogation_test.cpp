// Interrogation: "Action: look at an opponent's hand. Choose and discard 1
// card from that hand."
#include "card_table.h"
using namespace lcgcard;

namespace {
const json kDarkObjectives = {"counsel-of-the-sith", "fall-of-the-jedi", "the-heart-of-the-empire"};
}

TEST_CASE("Interrogation shows its player the opponent's hand and discards the card chosen from it", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"tookTurn", true}, {"hand", {"interrogation", "tie-fighter"}}, {"objectives", kDarkObjectives}}},
               {"light", {{"tookTurn", true}, {"hand", {"x-wing", "luke-skywalker"}}}}});
  CHECK(t.view(kDark)["peek"].is_null());
  CHECK(t.view(-1)["peek"].is_null());
  t.act(kDark, "use:interrogation");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  // The Dark Side sees the Light Side's hand now; the Light Side sees no peek.
  const json peek = t.view(kDark)["peek"];
  REQUIRE(peek.is_object());
  REQUIRE(peek["cards"].size() == 2);
  CHECK(t.view(kLight)["peek"].is_null());
  CHECK(t.view(-1)["peek"].is_null());  // a spectator never looks at a hand
  CHECK(t.view(kLight)["players"][kDark].count("hand") == 0);
  CHECK(t.offers(kDark, "choose:x-wing"));
  CHECK(t.offers(kDark, "choose:luke-skywalker"));
  CHECK_FALSE(t.offers(kDark, "choose:tie-fighter"));  // its own hand is not the one
  CHECK_FALSE(t.offers(kDark, "pass"));
  t.act(kDark, "choose:luke-skywalker");
  CHECK(t.card(kLight, "discard", "Luke Skywalker").is_object());
  CHECK(t.view(kLight)["players"][kLight]["handCount"] == 1);
  CHECK(t.view(kDark)["peek"].is_null());  // the look is over
}

TEST_CASE("Interrogation against an empty hand resolves with nothing to discard", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"tookTurn", true}, {"hand", {"interrogation"}}, {"objectives", kDarkObjectives}}},
               {"light", {{"tookTurn", true}, {"hand", json::array()}}}});
  t.act(kDark, "use:interrogation");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  CHECK_FALSE(t.offers(kDark, "choose:"));
  CHECK(t.card(kDark, "discard", "Interrogation").is_object());
}
