// Blue Squadron Support: "Action: Focus this objective to have each friendly
// player look at the top 2 cards of his deck, add 1 of those cards to his
// hand, and put the other at the bottom of his deck."
#include "card_table_options.h"
using namespace lcgcard;

namespace {
std::vector<std::string> peek_keys(const Table& t, int viewer) {
  std::vector<std::string> out;
  const json v = t.view(viewer);
  if (!v["peek"].is_object()) return out;
  for (const json& c : v["peek"]["cards"]) out.push_back(c["key"].get<std::string>());
  return out;
}
}  // namespace

TEST_CASE("Blue Squadron Support: its player sees the top 2 cards, keeps one, the other goes to the bottom of the "
          "deck, the focused objective is not offered again (LCG-FOCUS-1, LCG-ABIL-5)",
          "[lcg][card]") {
  // Two copies in play (a setup position), so the second shows the new top 2.
  Table t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 4},
               {"dark", {{"tookTurn", true}}},
               {"light", {{"objectives", {"blue-squadron-support", "blue-squadron-support", "forgotten-heroes"}},
                          {"hand", json::array()},
                          {"deck", {"y-wing", "a-wing", "x-wing@13", "b-wing@92"}},
                          {"tookTurn", true}}}});
  t.act(kLight, "use:blue-squadron-support");
  CHECK(peek_keys(t, kLight) == std::vector<std::string>{"y-wing@8", "a-wing"});
  CHECK(peek_keys(t, kDark).empty());  // hidden from the opponent
  CHECK_FALSE(t.offers(kLight, "choose:x-wing"));
  t.act(kLight, "choose:a-wing");
  CHECK(t.count(kLight, "hand", "A-Wing") == 1);
  CHECK(t.count(kLight, "hand", "Y-Wing") == 0);
  CHECK(t.view()["players"][kLight]["deckCount"] == 3);
  CHECK(t.objective(kLight, "Blue Squadron Support")["focus"] == 1);
  // The other copy: Y-Wing went to the bottom, so the top 2 are X-Wing and B-Wing.
  t.act(kLight, "use:blue-squadron-support");
  CHECK(peek_keys(t, kLight) == std::vector<std::string>{"x-wing@13", "b-wing@92"});
  t.act(kLight, "choose:x-wing");
  CHECK_FALSE(t.offers(kLight, "use:blue-squadron-support"));  // both focused
}

TEST_CASE("Blue Squadron Support in 2v2: each friendly player in turn, the active player first, the opponents not "
          "(MP-GEN-23, MP-GEN-24)",
          "[lcg][card][mp]") {
  constexpr int kDS1 = 0, kLS1 = 2, kLS2 = 3;
  TableWith t(json{{"phase", "deployment"}, {"active", "light"}, {"turn", 4},
               {"dark", {{"tookTurn", true}, {"deck", {"tie-fighter@27", "darth-vader"}}}},
               {"dark2", {{"tookTurn", true}}},
               {"light", {{"objectives", {"blue-squadron-support", "in-you-must-go", "forgotten-heroes"}},
                          {"hand", json::array()}, {"deck", {"y-wing", "a-wing"}}, {"tookTurn", true}}},
               {"light2", {{"hand", json::array()}, {"deck", {"x-wing@13", "b-wing@92", "home-one"}}, {"tookTurn", true}}}},
          json{{"mode", "2v2"}, {"dark2", "sith"}, {"light2", "rebel-alliance"}});
  const int ds_hand = t.view(kDS1)["players"][kDS1]["handCount"];
  t.act(kLS1, "use:blue-squadron-support");
  CHECK(t.to_act() == std::vector<int>{kLS1});
  t.act(kLS1, "choose:y-wing");
  CHECK(t.to_act() == std::vector<int>{kLS2});
  CHECK(peek_keys(t, kLS2) == std::vector<std::string>{"x-wing@13", "b-wing@92"});
  CHECK(peek_keys(t, kLS1).empty());  // each player looks at his own deck
  t.act(kLS2, "choose:b-wing");
  CHECK(t.count(kLS1, "hand", "Y-Wing") == 1);
  CHECK(t.count(kLS2, "hand", "B-Wing") == 1);
  CHECK(t.view(kDS1)["players"][kDS1]["handCount"] == ds_hand);
}
