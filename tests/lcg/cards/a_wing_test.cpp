// A-Wing: "Reaction: after this unit is focused to strike, draw 1 card."
#include "card_table.h"
using namespace lcgcard;

namespace {
// The Light Side attacks Imperial Command with an A-Wing and an X-Wing; the
// Dark Side declared no defender. The engagement resumes at the edge battle.
Table attack() {
  return Table(json{{"phase", "conflict"}, {"active", "light"}, {"turn", 4}, {"engagement", {{"objective", 0}}},
                    {"dark", {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}},
                              {"tookTurn", true}}},
                    {"light", {{"units", {{{"card", "a-wing"}, {"attacking", true}}, {{"card", "x-wing"}, {"attacking", true}}}},
                               {"deck", {"y-wing", "red-two", "home-one"}},
                               {"tookTurn", true}}}});
}
void to_strike(Table& t) {
  for (int i = 0; i < 6 && !t.offers(kLight, "strike:"); ++i) t.act(t.to_act()[0], "pass");
  REQUIRE(t.offers(kLight, "strike:a-wing"));
}
}  // namespace

TEST_CASE("A-Wing draws a card after it is focused to strike", "[lcg][card]") {
  Table t = attack();
  to_strike(t);
  t.act(kLight, "strike:a-wing");
  REQUIRE(t.offers(kLight, "use:a-wing"));
  const int hand = t.view(kLight)["players"][kLight]["handCount"];
  t.act(kLight, "use:a-wing");
  CHECK(t.view(kLight)["players"][kLight]["handCount"] == hand + 1);
  CHECK(t.count(kLight, "hand", "Y-Wing") == 1);  // the top card
  CHECK_FALSE(t.offers(kLight, "use:a-wing"));
}

TEST_CASE("A-Wing does not answer another unit's strike", "[lcg][card]") {
  Table t = attack();
  to_strike(t);
  t.act(kLight, "strike:x-wing");
  CHECK_FALSE(t.offers(kLight, "use:a-wing"));
}
