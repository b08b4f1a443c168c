// Superlaser Blast: "Play only during your turn. Action: destroy a target objective."
// Devastator / Imperial Officer: "Reaction: after an enemy objective is destroyed,
// spend 1 (2) resources to raise the Death Star dial by 1."
#include "card_table.h"
using namespace lcgcard;

namespace {
const json kDarkObjectives = {"imperial-command", "kuat-reinforcements", "the-ultimate-power"};
}

TEST_CASE("Superlaser Blast destroys an objective: it goes to the Dark Side's victory pile, the dial moves (LCG-DMG-4/5)", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3}, {"dial", 2},
               {"dark", {{"hand", {"superlaser-blast"}}, {"objectives", kDarkObjectives}}},
               {"light", {{"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}}}}});
  t.act(kDark, "use:superlaser-blast");
  t.act(kDark, "target:a-heros-journey");
  t.act(kDark, "autopay");
  CHECK(t.objective(kLight, "A Hero's Journey").is_null());
  CHECK(t.card(kDark, "victory", "A Hero's Journey").is_object());
  CHECK(t.view()["dial"] == 3);  // +1: the first card in the victory pile
}

TEST_CASE("Superlaser Blast is not offered on the Light Side's turn", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 3},
               {"dark", {{"hand", {"superlaser-blast"}}, {"objectives", kDarkObjectives}}},
               {"light", {{"hand", {"x-wing"}}}}});
  CHECK_FALSE(t.offers(kDark, "use:superlaser-blast"));
}

TEST_CASE("Devastator spends 1 resource after an enemy objective is destroyed to raise the dial by 1", "[lcg][card]") {
  Table t(json{{"phase", "deployment"}, {"active", "dark"}, {"turn", 3}, {"dial", 2},
               {"dark", {{"hand", {"superlaser-blast"}}, {"objectives", kDarkObjectives}, {"units", {"devastator"}}}},
               {"light", {{"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}}}}});
  t.act(kDark, "use:superlaser-blast");
  t.act(kDark, "target:a-heros-journey");
  t.act(kDark, "autopay");
  REQUIRE(t.offers(kDark, "use:devastator"));
  t.act(kDark, "use:devastator");
  if (t.offers(kDark, "autopay")) t.act(kDark, "autopay");
  CHECK(t.view()["dial"] == 4);  // +1 from the victory pile, +1 from Devastator
}
