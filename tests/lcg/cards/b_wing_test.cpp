// B-Wing: "Reaction: After this unit is focused to strike, each other
// friendly player draws 1 card."
#include "card_table_options.h"
using namespace lcgcard;

namespace {
constexpr int kDS1 = 0, kDS2 = 1, kLS1 = 2, kLS2 = 3;
const json k2v2 = {{"mode", "2v2"}, {"dark2", "sith"}, {"light2", "rebel-alliance"}};
int hand_count(const Table& t, int seat) { return t.view(seat)["players"][seat]["handCount"]; }
}  // namespace

TEST_CASE("B-Wing in 2v2: after it is focused to strike, its teammate draws 1 card, its own player does not "
          "(MP-GEN-24, LCG-ABIL-8)",
          "[lcg][card][mp]") {
  // Light Side #1 attacks Dark Side #2 (the seat across, MP-2V2-3) with a B-Wing.
  TableWith t(json{{"phase", "conflict"}, {"active", "light"}, {"turn", 4}, {"engagement", {{"objective", 0}}},
               {"dark", {{"tookTurn", true}}},
               {"dark2", {{"objectives", {"fall-of-the-jedi", "counsel-of-the-sith", "the-emperors-web"}},
                          {"tookTurn", true}}},
               {"light", {{"units", {{{"card", "b-wing@92"}, {"attacking", true}}}}, {"hand", json::array()},
                          {"deck", {"x-wing@13"}}, {"tookTurn", true}}},
               {"light2", {{"hand", json::array()}, {"deck", {"y-wing", "a-wing"}}, {"tookTurn", true}}}},
          k2v2);
  t.pass_until(kLS1, "strike:");
  t.act(kLS1, "strike:b-wing");
  REQUIRE(t.offers(kLS1, "use:b-wing"));
  const int ds1 = hand_count(t, kDS1), ds2 = hand_count(t, kDS2);
  t.act(kLS1, "use:b-wing");
  CHECK(hand_count(t, kLS2) == 1);
  CHECK(t.count(kLS2, "hand", "Y-Wing") == 1);  // the top card of its own deck
  CHECK(hand_count(t, kLS1) == 0);
  CHECK(hand_count(t, kDS1) == ds1);  // opponents are not friendly
  CHECK(hand_count(t, kDS2) == ds2);
}

TEST_CASE("B-Wing in the two-player game has no other friendly player: the reaction is not offered (MP-GEN-24)",
          "[lcg][card]") {
  Table t(json{{"phase", "conflict"}, {"active", "light"}, {"turn", 4}, {"engagement", {{"objective", 0}}},
               {"dark", {{"objectives", {"imperial-command", "kuat-reinforcements", "the-ultimate-power"}},
                         {"tookTurn", true}}},
               {"light", {{"units", {{{"card", "b-wing@92"}, {"attacking", true}}}}, {"tookTurn", true}}}});
  t.pass_until(kLight, "strike:");
  t.act(kLight, "strike:b-wing");
  CHECK_FALSE(t.offers(kLight, "use:b-wing"));
}
