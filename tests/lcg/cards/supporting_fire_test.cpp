// Supporting Fire (fate, Balance of the Force sets 91-96): "Target friendly
// player may place 1 non-fate card from his hand into your edge stack."
#include "card_table.h"
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
