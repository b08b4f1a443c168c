// Cruel Interrogations: "Reaction: after this objective enters play, take 1
// card at random from each opponent's hand. Capture those cards at this objective."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Cruel Interrogations captures a random card of the opponent's hand when it enters play", "[lcg][card]") {
  // The Dark Side refreshes with two objectives: the third revealed is Cruel Interrogations (LCG-REFRESH-4).
  Table t(json{{"phase", "refresh"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"tookTurn", true}, {"objectives", {"counsel-of-the-sith", "fall-of-the-jedi"}},
                         {"objectiveDeck", {"cruel-interrogations", "the-emperors-web"}}}},
               {"light", {{"tookTurn", true}, {"hand", {"x-wing", "luke-skywalker"}}}}});
  REQUIRE(t.offers(kDark, "use:cruel-interrogations"));
  t.act(kDark, "use:cruel-interrogations");
  const json obj = t.objective(kDark, "Cruel Interrogations");
  CHECK(obj["captured"] == 1);  // LCG-CAPTURE-2: face down under it
  CHECK(t.view(kLight)["players"][kLight]["handCount"] == 1);
  CHECK(t.view(kLight)["players"][kLight]["discard"].empty());
  // Hidden: the log names no captured card.
  for (const std::string& line : t.log()) {
    CHECK(line.find("X-Wing is captured") == std::string::npos);
    CHECK(line.find("Luke Skywalker is captured") == std::string::npos);
  }
  CHECK_FALSE(t.offers(kDark, "use:cruel-interrogations"));
}

TEST_CASE("Cruel Interrogations' captured card goes back to its owner's hand when the objective is destroyed (LCG-CAPTURE-5)",
          "[lcg][card]") {
  Table t(json{{"phase", "balance"}, {"active", "light"}, {"turn", 4}, {"balance", "light"},
               {"dark", {{"tookTurn", true},
                         {"objectives", {{{"card", "cruel-interrogations"}, {"damage", 4}, {"captured", {"x-wing"}}},
                                         "the-emperors-web", "fall-of-the-jedi"}}}},
               {"light", {{"tookTurn", true}, {"hand", json::array()}}}});
  t.act(kLight, "damage:cruel-interrogations");
  CHECK(t.count(kLight, "hand", "X-Wing") == 1);
}
