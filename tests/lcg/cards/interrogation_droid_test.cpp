// Interrogation Droid: "Reaction: after this unit enters play, discard 1
// card at random from each opponent's hand."
#include "card_table.h"
using namespace lcgcard;

namespace {
Table deployment() {
  return Table(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3},
                    {"dark", {{"tookTurn", true}, {"hand", {"interrogation-droid", "tie-fighter"}},
                              {"objectives", {"counsel-of-the-sith", "fall-of-the-jedi", "the-heart-of-the-empire"}}}},
                    {"light", {{"tookTurn", true}, {"hand", {"x-wing", "luke-skywalker", "obi-wan-kenobi"}}}}});
}
}  // namespace

TEST_CASE("Interrogation Droid discards a random card of the opponent's hand after it enters play", "[lcg][card]") {
  Table t = deployment();
  t.act(kDark, "deploy:interrogation-droid");
  t.act(kDark, "autopay");
  REQUIRE(t.offers(kDark, "use:interrogation-droid"));
  t.act(kDark, "use:interrogation-droid");
  const json light = t.view(kLight)["players"][kLight];
  CHECK(light["handCount"] == 2);
  REQUIRE(light["discard"].size() == 1);
  const std::string gone = light["discard"][0]["name"];
  CHECK((gone == "X-Wing" || gone == "Luke Skywalker" || gone == "Obi-Wan Kenobi"));
  CHECK(t.view(kDark)["players"][kDark]["handCount"] == 1);  // its own player's hand is untouched
}

TEST_CASE("Interrogation Droid answers only its own entering play", "[lcg][card]") {
  Table t = deployment();
  t.act(kDark, "deploy:tie-fighter");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  CHECK_FALSE(t.offers(kDark, "use:interrogation-droid"));
}
