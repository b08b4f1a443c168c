// Take Them Prisoner: "Reaction: after this objective enters play, look at the top 3 cards of an opponent's deck, capture
// 1 of them at this objective and put the others back on top of that deck in any order."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Take Them Prisoner captures one of the top 3 cards of the Light Side's deck under itself", "[lcg][card]") {
  Table t(json{{"phase", "refresh"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"tookTurn", true}, {"objectives", {"imperial-command", "kuat-reinforcements"}},
                         {"objectiveDeck", {"take-them-prisoner", "the-ultimate-power"}},
                         {"units", {"boba-fett"}}}},
               {"light", {{"tookTurn", true}, {"deck", {"yoda", "x-wing", "obi-wan-kenobi", "luke-skywalker", "a-wing"}}}}});
  REQUIRE(t.offers(kDark, "use:take-them-prisoner"));
  t.act(kDark, "use:take-them-prisoner");
  CHECK(t.offers(kDark, "choose:yoda"));
  CHECK(t.offers(kDark, "choose:x-wing"));
  CHECK(t.offers(kDark, "choose:obi-wan-kenobi"));
  CHECK_FALSE(t.offers(kDark, "choose:luke-skywalker"));  // the fourth card
  // The Light Side sees no choice (and no card) of it.
  CHECK(t.ids(kLight).empty());
  // Its player looks at the three cards (the view's peek) in a secret prompt (a hot seat hides the screen).
  const json v = t.view(kDark);
  REQUIRE(v["peek"].is_object());
  CHECK(v["peek"]["cards"].size() == 3);
  CHECK(v["prompt"]["secret"] == true);
  CHECK(t.view(kLight)["peek"].is_null());
  t.act(kDark, "choose:obi-wan-kenobi");
  CHECK(t.objective(kDark, "Take Them Prisoner")["captured"] == 1);
  CHECK(t.view()["players"][kLight]["deckCount"] == 4);
  // The two others go back on top, in the Dark Side's order.
  CHECK_FALSE(t.offers(kDark, "choose:obi-wan-kenobi"));
  t.act(kDark, "choose:x-wing");
  CHECK(t.objective(kDark, "Imperial Command")["captured"] == 0);
  for (const std::string& line : t.log()) CHECK(line.find("Obi-Wan") == std::string::npos);  // face down
}
