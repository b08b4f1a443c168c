// A Journey to Dagobah: "Interrupt: when this objective is destroyed, search your objective deck
// for your next objective and put it into play at once, then shuffle the objective deck."
#include "card_table.h"
using namespace lcgcard;

namespace {
// Darth Vader attacks A Journey to Dagobah (3 damage of 4) unopposed and strikes: blast damage.
Table dagobah() {
  return Table(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 2}, {"engagement", {{"objective", 0}}},
                    {"dark", {{"units", {{{"card", "darth-vader"}, {"attacking", true}}}}}},
                    {"light", {{"objectives", {{{"card", "a-journey-to-dagobah"}, {"damage", 3}}, "in-you-must-go", "forgotten-heroes"}},
                               {"objectiveDeck", {"a-heros-journey", "the-secret-of-yavin-4", "jedi-training"}}}}});
}
void strike(Table& t) {
  for (int i = 0; i < 8 && !t.offers(kDark, "strike:"); ++i) t.act(t.to_act()[0], "pass");
  t.act(kDark, "strike:darth-vader");
}
}  // namespace

TEST_CASE("A Journey to Dagobah puts the chosen objective of the objective deck into play when destroyed", "[lcg][card]") {
  Table t = dagobah();
  strike(t);
  REQUIRE(t.offers(kLight, "use:a-journey-to-dagobah"));
  t.act(kLight, "use:a-journey-to-dagobah");
  // The search: only its player sees the objective deck (the choices).
  CHECK(t.offers(kLight, "choose:the-secret-of-yavin-4"));
  CHECK(t.offers(kLight, "choose:jedi-training"));
  CHECK(t.ids(kDark).empty());
  t.act(kLight, "choose:jedi-training");
  CHECK(t.objective(kLight, "Jedi Training").is_object());
  CHECK_FALSE(t.objective(kLight, "A Journey to Dagobah").is_object());  // still destroyed
  CHECK(t.card(kDark, "victory", "A Journey to Dagobah").is_object());
  CHECK(t.view()["players"][kLight]["objectives"].size() == 3);
  CHECK(t.view()["players"][kLight]["objectiveDeckCount"] == 2);
}

TEST_CASE("A Journey to Dagobah answers only its own destruction", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 2}, {"engagement", {{"objective", 0}}},
               {"dark", {{"units", {{{"card", "darth-vader"}, {"attacking", true}}}}}},
               {"light", {{"objectives", {{{"card", "in-you-must-go"}, {"damage", 4}}, "a-journey-to-dagobah", "forgotten-heroes"}},
                          {"objectiveDeck", {"a-heros-journey", "the-secret-of-yavin-4"}}}}});
  strike(t);
  CHECK_FALSE(t.offers(kLight, "use:a-journey-to-dagobah"));
  CHECK(t.card(kDark, "victory", "In You Must Go").is_object());
  CHECK(t.view()["players"][kLight]["objectiveDeckCount"] == 2);
}
