// Emperor Palpatine: "Elite. Reaction: after an objective is destroyed,
// return 1 Sith event card from your discard pile to your hand."
#include "card_table.h"
using namespace lcgcard;

TEST_CASE("Emperor Palpatine returns a chosen Sith event from the discard pile after an objective is destroyed",
          "[lcg][card]") {
  Table t(json{{"phase", "force"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"tookTurn", true}, {"discard", {"tallon-roll", "force-choke", "tie-fighter"}},
                         {"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}},
                         {"units", {"emperor-palpatine", "nightsister"}}}},
               {"light", {{"tookTurn", true},
                          {"objectives", {{{"card", "a-heros-journey"}, {"damage", 3}}, "in-you-must-go", "forgotten-heroes"}}}}});
  CHECK_FALSE(t.offers(kDark, "use:emperor-palpatine"));
  t.act(kDark, "commit:nightsister");
  t.act(kDark, "use:nightsister");
  t.act(kDark, "target:a-heros-journey");  // its fourth damage: destroyed
  REQUIRE(t.offers(kDark, "use:emperor-palpatine"));
  t.act(kDark, "use:emperor-palpatine");
  CHECK(t.offers(kDark, "choose:force-choke"));
  CHECK_FALSE(t.offers(kDark, "choose:tallon-roll"));  // Imperial Navy
  CHECK_FALSE(t.offers(kDark, "choose:tie-fighter"));  // not an event
  t.act(kDark, "choose:force-choke");
  CHECK(t.count(kDark, "hand", "Force Choke") == 1);
  CHECK(t.count(kDark, "discard", "Force Choke") == 0);
}

TEST_CASE("Emperor Palpatine is not offered without a Sith event in the discard pile", "[lcg][card]") {
  Table t(json{{"phase", "force"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"tookTurn", true}, {"discard", {"tallon-roll"}},
                         {"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}},
                         {"units", {"emperor-palpatine", "nightsister"}}}},
               {"light", {{"tookTurn", true},
                          {"objectives", {{{"card", "a-heros-journey"}, {"damage", 3}}, "in-you-must-go", "forgotten-heroes"}}}}});
  t.act(kDark, "commit:nightsister");
  t.act(kDark, "use:nightsister");
  t.act(kDark, "target:a-heros-journey");
  CHECK(t.card(kLight, "victory", "A Hero's Journey").is_null());  // the Dark Side's victory pile holds it
  CHECK(t.card(kDark, "victory", "A Hero's Journey").is_object());
  CHECK_FALSE(t.offers(kDark, "use:emperor-palpatine"));
}
