// Repair and Refurbish: "Reaction: After your turn begins, each friendly
// player may remove 1 damage from an objective he controls."
#include "card_table_options.h"
using namespace lcgcard;

TEST_CASE("Repair and Refurbish: when its player's turn begins, he removes 1 damage from an objective he controls "
          "(LCG-ABIL-8)",
          "[lcg][card]") {
  Table t(json{{"phase", "balance"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"objectives", {"repair-and-refurbish", {{"card", "imperial-command"}, {"damage", 2}},
                                         "the-ultimate-power"}},
                         {"tookTurn", true}}},
               {"light", {{"objectives", {{{"card", "a-heros-journey"}, {"damage", 1}}, "in-you-must-go", "forgotten-heroes"}},
                          {"tookTurn", true}}}});
  REQUIRE(t.offers(kDark, "use:repair-and-refurbish"));
  t.act(kDark, "use:repair-and-refurbish");
  CHECK_FALSE(t.offers(kDark, "choose:a-heros-journey"));  // an enemy objective
  CHECK_FALSE(t.offers(kDark, "choose:the-ultimate-power"));  // no damage to remove
  t.act(kDark, "choose:imperial-command");
  CHECK(t.objective(kDark, "Imperial Command")["damage"] == 1);
  CHECK(t.objective(kLight, "A Hero's Journey")["damage"] == 1);
}

TEST_CASE("Repair and Refurbish is not offered when the opponent's turn begins, nor without damage to remove "
          "(LCG-ABIL-8)",
          "[lcg][card]") {
  const json damaged = {"repair-and-refurbish", {{"card", "imperial-command"}, {"damage", 2}}, "the-ultimate-power"};
  Table other(json{{"phase", "balance"}, {"active", "light"}, {"turn", 4},
                   {"dark", {{"objectives", damaged}, {"tookTurn", true}}}, {"light", {{"tookTurn", true}}}});
  CHECK_FALSE(other.offers(kDark, "use:repair-and-refurbish"));
  Table none(json{{"phase", "balance"}, {"active", "dark"}, {"turn", 3},
                  {"dark", {{"objectives", {"repair-and-refurbish", "imperial-command", "the-ultimate-power"}},
                            {"tookTurn", true}}},
                  {"light", {{"tookTurn", true}}}});
  CHECK_FALSE(none.offers(kDark, "use:repair-and-refurbish"));
}

TEST_CASE("Repair and Refurbish in 2v2: its player, then his teammate, each may remove 1 damage from an objective he "
          "controls (MP-GEN-23, MP-GEN-24)",
          "[lcg][card][mp]") {
  constexpr int kDS1 = 0, kDS2 = 1;
  TableWith t(json{{"phase", "balance"}, {"active", "dark"}, {"turn", 3},
               {"dark", {{"objectives", {"repair-and-refurbish", {{"card", "imperial-command"}, {"damage", 2}},
                                         "the-ultimate-power"}},
                         {"tookTurn", true}}},
               {"dark2", {{"objectives", {{{"card", "fall-of-the-jedi"}, {"damage", 3}}, "counsel-of-the-sith",
                                          "the-emperors-web"}},
                          {"tookTurn", true}}},
               {"light", {{"tookTurn", true}}},
               {"light2", {{"tookTurn", true}}}},
          json{{"mode", "2v2"}, {"dark2", "sith"}, {"light2", "rebel-alliance"}});
  t.act(kDS1, "use:repair-and-refurbish");
  CHECK_FALSE(t.offers(kDS1, "choose:fall-of-the-jedi"));  // the teammate's: his own choice
  t.act(kDS1, "choose:imperial-command");
  CHECK(t.to_act() == std::vector<int>{kDS2});
  CHECK_FALSE(t.offers(kDS2, "choose:imperial-command"));
  t.act(kDS2, "choose:fall-of-the-jedi");
  CHECK(t.objective(kDS1, "Imperial Command")["damage"] == 1);
  CHECK(t.objective(kDS2, "Fall of the Jedi")["damage"] == 2);
}
