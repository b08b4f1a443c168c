// Supporting Fire (fate, Balance of the Force sets 91-96): "Target friendly
// player may place 1 non-fate card from his hand into your edge stack."
#include "card_table_options.h"
using namespace lcgcard;

namespace {
// The Light Side attacks with an X-Wing; the Dark Side defends with a TIE
// Fighter. Edge stacks: Supporting Fire (1 Force icon) against There Is No
// Escape (2). The Light Side holds Jedi Lightsaber (2 Force icons) and the
// fate card Heat of Battle.
Table attack(const char* supporting_fire = "supporting-fire@92") {
  return Table(json{{"phase", "conflict"}, {"active", "light"}, {"turn", 4}, {"engagement", {{"objective", 0}}},
                    {"dark", {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}},
                              {"units", {{{"card", "tie-fighter@27"}, {"defending", true}}}},
                              {"edge", {"there-is-no-escape"}},
                              {"tookTurn", true}}},
                    {"light", {{"units", {{{"card", "x-wing@13"}, {"attacking", true}}}},
                               {"edge", {supporting_fire}},
                               {"hand", {"jedi-lightsaber", "heat-of-battle@3"}},
                               {"tookTurn", true}}}});
}
bool logged(const Table& t, const std::string& line) {
  for (const std::string& l : t.log())
    if (l.find(line) != std::string::npos) return true;
  return false;
}
}  // namespace

TEST_CASE("Supporting Fire puts a non-fate card of its player's hand into the edge stack, where its Force icons count "
          "(LCG-EDGE-6, LCG-EDGE-7)",
          "[lcg][card]") {
  Table t = attack();
  t.pass_until(kLight, "choose:");
  CHECK(t.offers(kLight, "choose:jedi-lightsaber"));
  CHECK_FALSE(t.offers(kLight, "choose:heat-of-battle"));  // a fate card is not placed
  t.act(kLight, "choose:jedi-lightsaber");
  CHECK(t.count(kLight, "hand", "Jedi Lightsaber") == 0);
  CHECK(logged(t, "Edge battle: Light Side 3, Dark Side 2. The Light Side wins the edge."));
}

TEST_CASE("Supporting Fire may be declined: nothing is placed and the edge totals stay (LCG-EDGE-9)", "[lcg][card]") {
  Table t = attack();
  t.pass_until(kLight, "decline");
  t.act(kLight, "decline");
  CHECK(t.count(kLight, "hand", "Jedi Lightsaber") == 1);
  CHECK(logged(t, "Edge battle: Light Side 1, Dark Side 2. The Dark Side wins the edge."));
}

TEST_CASE("Supporting Fire with only fate cards in hand offers nothing (LCG-EDGE-7)", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "light"}, {"turn", 4}, {"engagement", {{"objective", 0}}},
               {"dark", {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}},
                         {"units", {{{"card", "tie-fighter@27"}, {"defending", true}}}},
                         {"edge", {"there-is-no-escape"}},
                         {"tookTurn", true}}},
               {"light", {{"units", {{{"card", "x-wing@13"}, {"attacking", true}}}},
                          {"edge", {"supporting-fire@91"}},
                          {"hand", {"heat-of-battle@3"}},
                          {"tookTurn", true}}}});
  for (int i = 0; i < 6 && !logged(t, "Edge battle:"); ++i) {
    CHECK_FALSE(t.offers(kLight, "choose:"));
    t.act(t.to_act()[0], "pass");
  }
  CHECK(logged(t, "Edge battle: Light Side 1, Dark Side 2."));
}

TEST_CASE("Supporting Fire of the Dark Side (sets 94-96) works alike for the Dark Side (LCG-EDGE-7)", "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "dark"}, {"turn", 5}, {"engagement", {{"objective", 0}}},
               {"dark", {{"units", {{{"card", "tie-fighter@27"}, {"attacking", true}}}},
                         {"edge", {"supporting-fire@95"}},
                         {"hand", {"there-is-no-escape"}},
                         {"tookTurn", true}}},
               {"light", {{"objectives", {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}},
                          {"units", {{{"card", "x-wing@13"}, {"defending", true}}}},
                          {"edge", {"jedi-lightsaber"}},
                          {"tookTurn", true}}}});
  t.pass_until(kDark, "choose:there-is-no-escape");
  t.act(kDark, "choose:there-is-no-escape");
  CHECK(logged(t, "Edge battle: Dark Side 3, Light Side 2. The Dark Side wins the edge."));
}

TEST_CASE("Supporting Fire in 2v2: its player targets a friendly player, the teammate too, whose non-fate card goes "
          "into the fate player's edge stack, counts there, and goes back to its owner's discard pile (MP-GEN-24, "
          "LCG-EDGE-6)",
          "[lcg][card][mp]") {
  constexpr int kLS1 = 2, kLS2 = 3;
  // Dark Side #1 attacks Light Side #2 (across); LS #2's stack: Supporting Fire (1 Force icon) against There Is No
  // Escape (2). Both Light Side players hold a non-fate card; LS #1's Jedi Lightsaber has 2 Force icons.
  TableWith t(json{{"phase", "conflict"}, {"active", "dark"}, {"engagement", {{"objective", 0}}},
                   {"dark", {{"tookTurn", true}, {"units", {{{"card", "tie-advanced"}, {"attacking", true}}}},
                             {"edge", {"there-is-no-escape"}}}},
                   {"dark2", {{"tookTurn", true}}},
                   {"light", {{"tookTurn", true}, {"hand", {"jedi-lightsaber"}}}},
                   {"light2", {{"tookTurn", true}, {"units", {{{"card", "x-wing@13"}, {"defending", true}}}},
                               {"edge", {"supporting-fire@92"}}, {"hand", {"rebel-assault"}}}}},
              json{{"mode", "2v2"}, {"dark2", "sith"}, {"light2", "rebel-alliance"}});
  for (int i = 0; i < 8 && !t.offers(kLS2, "choose:"); ++i) t.act(t.to_act().front(), "pass");
  REQUIRE(t.offers(kLS2, "choose:jedi"));            // LS #1, by its affiliation card
  REQUIRE(t.offers(kLS2, "choose:rebel-alliance"));  // LS #2 itself
  CHECK_FALSE(t.offers(kLS2, "choose:imperial-navy"));
  t.act(kLS2, "choose:jedi");
  REQUIRE(t.to_act() == std::vector<int>{kLS1});
  CHECK(t.offers(kLS1, "decline"));
  t.act(kLS1, "choose:jedi-lightsaber");
  CHECK(t.view()["engagement"]["edgeWinner"] == kLS2);  // 1 + 2 against 2
  CHECK(t.count(kLS1, "hand", "Jedi Lightsaber") == 0);
  CHECK(t.count(kLS1, "discard", "Jedi Lightsaber") == 1);
  CHECK(t.count(kLS2, "discard", "Jedi Lightsaber") == 0);
  CHECK(t.count(kLS2, "hand", "Rebel Assault") == 1);
}

TEST_CASE("Supporting Fire in Jerjerrod's Task: a teammate whose affiliation card is under Death Star II is still "
          "a friendly player to choose, by that card (MP-JT-6, MP-GEN-24)",
          "[lcg][card][chal]") {
  constexpr int kDS = 0, kLS1 = 1, kLS2 = 2;
  // Light Side #1 attacks the solo Dark Side player; its stack: Supporting Fire. Light Side #2's Jedi
  // affiliation card is already under Death Star II; both Light Side players hold a non-fate card.
  TableWith t(json{{"phase", "conflict"}, {"active", "light"}, {"activePlayer", 1}, {"turn", 5},
                   {"engagement", {{"objective", 0}, {"defender", "dark"}}},
                   {"dark", {{"tookTurn", true}}},
                   {"light", {{"tookTurn", true}, {"units", {{{"card", "x-wing@13"}, {"attacking", true}}}},
                              {"edge", {"supporting-fire@92"}}, {"hand", {"rebel-assault"}}}},
                   {"light2", {{"tookTurn", true}, {"collected", true}, {"hand", {"jedi-lightsaber"}}}}},
              json{{"mode", "jerjerrods-task"}, {"light", "rebel-alliance"}, {"light2", "jedi"}});
  REQUIRE(t.view()["players"][kLS2]["affiliationCard"].is_null());
  for (int i = 0; i < 8 && !t.offers(kLS1, "choose:"); ++i) t.act(t.to_act().front(), "pass");
  REQUIRE(t.offers(kLS1, "choose:jedi"));            // LS #2, by its affiliation card under Death Star II
  REQUIRE(t.offers(kLS1, "choose:rebel-alliance"));  // LS #1 itself
  t.act(kLS1, "choose:jedi");
  REQUIRE(t.to_act() == std::vector<int>{kLS2});
  t.act(kLS2, "choose:jedi-lightsaber");
  CHECK(t.count(kLS2, "hand", "Jedi Lightsaber") == 0);
  CHECK(t.view()["players"][kDS]["solo"] == true);
}
