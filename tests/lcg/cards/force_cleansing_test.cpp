// Force Cleansing (Light Side enhancement, set 91): enhance a friendly
// Character unit; reaction after the Death Star dial increases: remove 1
// focus token and 1 damage from enhanced unit.
#include "card_table_options.h"
using namespace lcgcard;

namespace {
const json kDarkObjectives = {"imperial-command", "the-ultimate-power", "defense-protocol"};
const json kLightObjectives = {"a-heros-journey", "in-you-must-go", "forgotten-heroes"};
}  // namespace

TEST_CASE("Force Cleansing: when the Dark Side's Balance phase turns the dial up, 1 focus token and 1 damage come off "
          "the enhanced unit (LCG-BAL-2)",
          "[lcg][card]") {
  Table t(json{{"phase", "balance"}, {"active", "dark"}, {"turn", 3}, {"dial", 2},
               {"dark", {{"tookTurn", true}, {"objectives", kDarkObjectives}}},
               {"light", {{"tookTurn", true}, {"objectives", kLightObjectives},
                          {"units", {{{"card", "believer-in-the-old-ways"}, {"focus", 2}, {"damage", 1},
                                      {"enhancements", {"force-cleansing"}}}}}}}});
  CHECK(t.view()["dial"] == 3);
  REQUIRE(t.offers(kLight, "use:force-cleansing"));
  t.act(kLight, "use:force-cleansing");
  t.act(kLight, "target:believer-in-the-old-ways");
  CHECK(t.unit(kLight, "Believer in the Old Ways")["focus"] == 1);
  CHECK(t.unit(kLight, "Believer in the Old Ways")["damage"] == 0);
}

TEST_CASE("Force Cleansing answers the dial going up as a Dark Side victory pile grows (LCG-DMG-5)", "[lcg][card]") {
  // Nightsister's commit reaction destroys A Hero's Journey (4 damage of 4): the
  // Dark Side's first objective turns the dial up by 1.
  Table t(json{{"phase", "force"}, {"active", "dark"}, {"turn", 3}, {"dial", 2},
               {"dark", {{"tookTurn", true}, {"objectives", kDarkObjectives}, {"units", {"nightsister"}}}},
               {"light", {{"tookTurn", true},
                          {"objectives", {{{"card", "a-heros-journey"}, {"damage", 3}}, "in-you-must-go", "forgotten-heroes"}},
                          {"units", {{{"card", "believer-in-the-old-ways"}, {"focus", 1}, {"enhancements", {"force-cleansing"}}}}}}}});
  t.act(kDark, "commit:nightsister");
  t.act(kDark, "use:nightsister");
  t.act(kDark, "target:a-heros-journey");
  CHECK(t.view()["players"][kDark]["victory"].size() == 1);
  CHECK(t.view()["dial"] == 3);
  REQUIRE(t.offers(kLight, "use:force-cleansing"));
  t.act(kLight, "use:force-cleansing");
  t.act(kLight, "target:believer-in-the-old-ways");
  CHECK(t.unit(kLight, "Believer in the Old Ways")["focus"] == 0);
}

TEST_CASE("Force Cleansing is not offered while the enhanced unit has neither focus token nor damage",
          "[lcg][card]") {
  Table t(json{{"phase", "balance"}, {"active", "dark"}, {"turn", 3}, {"dial", 2},
               {"dark", {{"tookTurn", true}, {"objectives", kDarkObjectives}}},
               {"light", {{"tookTurn", true}, {"objectives", kLightObjectives},
                          {"units", {{{"card", "believer-in-the-old-ways"}, {"enhancements", {"force-cleansing"}}}}}}}});
  CHECK(t.view()["dial"] == 3);
  CHECK(t.view()["phase"] != "balance");  // the game went on without a question
  CHECK_FALSE(t.offers(kLight, "use:force-cleansing"));
}

TEST_CASE("Force Cleansing in 2v2: the Dark Side team's Balance phase turns the dial up once, and the Light Side "
          "player whose unit it enhances reacts (MP-GEN-17)",
          "[lcg][card][mp]") {
  constexpr int kLS2 = 3;
  TableWith t(json{{"phase", "balance"}, {"active", "dark"}, {"turn", 3}, {"dial", 4},
                   {"dark", {{"tookTurn", true}, {"objectives", kDarkObjectives}}},
                   {"dark2", {{"tookTurn", true}}},
                   {"light", {{"tookTurn", true}, {"objectives", kLightObjectives}}},
                   {"light2", {{"tookTurn", true},
                               {"units", {{{"card", "believer-in-the-old-ways"}, {"focus", 1}, {"damage", 1},
                                           {"enhancements", {"force-cleansing"}}}}}}}},
              json{{"mode", "2v2"}, {"dark2", "sith"}, {"light2", "rebel-alliance"}});
  CHECK(t.view()["dial"] == 5);
  REQUIRE(t.to_act() == std::vector<int>{kLS2});
  t.act(kLS2, "use:force-cleansing");
  t.act(kLS2, "target:believer-in-the-old-ways");
  CHECK(t.unit(kLS2, "Believer in the Old Ways")["focus"] == 0);
  CHECK(t.unit(kLS2, "Believer in the Old Ways")["damage"] == 0);
  CHECK(t.view()["dial"] == 5);
}
