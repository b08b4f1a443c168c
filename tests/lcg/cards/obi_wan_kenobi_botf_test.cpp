// Obi-Wan Kenobi (Light Side unit, set 91; key obi-wan-kenobi-botf): Elite;
// reaction after you win a Force struggle: each friendly player may take the
// top card of his discard pile back into his hand.
#include "card_table_options.h"
using namespace lcgcard;

namespace {
constexpr int kDS1 = 0, kLS1 = 2, kLS2 = 3;
const json kDarkObjectives = {"imperial-command", "the-ultimate-power", "defense-protocol"};
const json kLightObjectives = {"a-heros-journey", "in-you-must-go", "forgotten-heroes"};
}  // namespace

TEST_CASE("Obi-Wan Kenobi (Balance of the Force): after the Light Side wins the Force struggle its player may take "
          "the top card of his discard pile back into his hand (LCG-FORCE-9, LCG-ABIL-8)",
          "[lcg][card]") {
  // Obi-Wan's 4 Force icons against none.
  Table t(json{{"phase", "force"}, {"active", "light"}, {"turn", 4},
               {"dark", {{"tookTurn", true}, {"objectives", kDarkObjectives}}},
               {"light", {{"tookTurn", true}, {"objectives", kLightObjectives},
                          {"units", {{{"card", "obi-wan-kenobi-botf"}, {"force", true}}}},
                          {"hand", json::array()},
                          {"discard", {"jedi-mind-trick", "twilek-loyalist"}}}}});
  REQUIRE(t.offers(kLight, "use:obi-wan-kenobi-botf"));
  t.act(kLight, "use:obi-wan-kenobi-botf");
  CHECK(t.offers(kLight, "decline"));
  CHECK_FALSE(t.offers(kLight, "choose:twilek-loyalist"));  // the top card only
  t.act(kLight, "choose:jedi-mind-trick");
  CHECK(t.count(kLight, "hand", "Jedi Mind Trick") == 1);
  CHECK(t.count(kLight, "discard", "Jedi Mind Trick") == 0);
  CHECK(t.count(kLight, "discard", "Twi'lek Loyalist") == 1);
}

TEST_CASE("Obi-Wan Kenobi (Balance of the Force) is not offered when the Dark Side wins the Force struggle",
          "[lcg][card]") {
  // Darth Vader's 4 icons; Obi-Wan's do not count while he is exhausted (LCG-FORCE-8).
  Table t(json{{"phase", "force"}, {"active", "light"}, {"turn", 4},
               {"dark", {{"tookTurn", true}, {"objectives", kDarkObjectives},
                         {"units", {{{"card", "darth-vader"}, {"force", true}}}}}},
               {"light", {{"tookTurn", true}, {"objectives", kLightObjectives},
                          {"units", {{{"card", "obi-wan-kenobi-botf"}, {"force", true}, {"focus", 1}}}},
                          {"discard", {"jedi-mind-trick"}}}}});
  CHECK(t.view()["balance"] == "dark");
  CHECK_FALSE(t.offers(kLight, "use:obi-wan-kenobi-botf"));
  CHECK(t.count(kLight, "discard", "Jedi Mind Trick") == 1);
}

TEST_CASE("Obi-Wan Kenobi (Balance of the Force) in 2v2: each friendly player in turn, clockwise from the active "
          "player, may take back the top card of his own discard pile, an opponent may not (MP-GEN-22, MP-GEN-23, "
          "MP-GEN-24)",
          "[lcg][card][mp]") {
  TableWith t(json{{"phase", "force"}, {"active", "light"}, {"turn", 4},
                   {"dark", {{"tookTurn", true}, {"objectives", kDarkObjectives}, {"discard", {"force-choke"}}}},
                   {"dark2", {{"tookTurn", true}}},
                   {"light", {{"tookTurn", true}, {"objectives", kLightObjectives},
                              {"units", {{{"card", "obi-wan-kenobi-botf"}, {"force", true}}}},
                              {"discard", {"jedi-mind-trick"}}}},
                   {"light2", {{"tookTurn", true}, {"hand", json::array()}, {"discard", {"x-wing@13"}}}}},
              json{{"mode", "2v2"}, {"dark2", "sith"}, {"light2", "rebel-alliance"}});
  REQUIRE(t.offers(kLS1, "use:obi-wan-kenobi-botf"));
  t.act(kLS1, "use:obi-wan-kenobi-botf");
  // Light Side #1 (the active player) first: he keeps his card in the pile.
  REQUIRE(t.to_act() == std::vector<int>{kLS1});
  t.act(kLS1, "decline");
  // Then his teammate decides for his own pile.
  REQUIRE(t.to_act() == std::vector<int>{kLS2});
  CHECK_FALSE(t.offers(kLS2, "choose:jedi-mind-trick"));
  t.act(kLS2, "choose:x-wing");
  CHECK(t.count(kLS2, "hand", "X-Wing") == 1);
  CHECK(t.count(kLS1, "discard", "Jedi Mind Trick") == 1);
  CHECK(t.count(kDS1, "discard", "Force Choke") == 1);  // an opponent's pile is not touched
}
