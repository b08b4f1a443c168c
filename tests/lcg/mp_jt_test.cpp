// Jerjerrod's Task (option "mode": "jerjerrods-task", MP-JT): the solo Dark
// Side player's setup, its refresh without an objective deck, the Light
// Side's victory when the Dark Side has no objective left, no deck-out loss,
// and the dial (the card rules are in tests/lcg/cards/, the shared challenge
// rules in mp_chal_test.cpp). Seats: 0 = the solo Dark Side player, 1 =
// Light Side #1, 2 = Light Side #2.
#include "lcg_fixture.h"

using lcgt::json;
using lcgt::Table;

namespace {
constexpr int DS = 0, LS1 = 1, LS2 = 2;
json jt() { return {{"mode", "jerjerrods-task"}, {"light", "jedi"}, {"light2", "rebel-alliance"}}; }
std::vector<std::string> sorted_names(const json& cards) {
  std::vector<std::string> v;
  for (const json& c : cards) v.push_back(c["name"].get<std::string>());
  std::sort(v.begin(), v.end());
  return v;
}
}  // namespace

TEST_CASE("lcg Jerjerrod's Task: at setup the solo Dark Side player reveals its three starting objectives first, "
          "the Light Side players choose and reveal theirs as usual, then the Dark Side's turn begins "
          "(MP-JT-3, MP-JT-4, LCG-SETUP-10, OQ-44)",
          "[lcg][mp][jt][setup]") {
  Table t(json(), jt());
  t.act(LS1, "bottom:");
  t.act(LS2, "bottom:");
  for (int guard = 0; guard < 20 && t.phase() == "setup"; ++guard) {
    const int s = t.to_act().front();
    t.act(s, t.offers(s, "keep") ? "keep" : t.offers(s, "reveal:") ? "reveal:" : "pass");
  }
  REQUIRE(t.phase() != "setup");
  CHECK(sorted_names(t.player(DS)["objectives"]) ==
        std::vector<std::string>{"Along the Sanctuary Pipeline", "Heightened Security", "Lemelisk's Ambition"});
  CHECK(t.player(LS1)["objectives"].size() == 3);
  CHECK(t.player(LS2)["objectives"].size() == 3);
  CHECK(t.player(DS)["setAside"].size() == 1);  // Death Star II waits on its Setup side
  CHECK(t.view()["active"] == DS);
  CHECK(!t.over());
  CHECK(t.logged("reveals Along the Sanctuary Pipeline"));
}

TEST_CASE("lcg Jerjerrod's Task: the solo player's refresh replaces no objective (no objective deck), the team's "
          "players refill to three (OQ-46, LCG-REFRESH-4)",
          "[lcg][mp][jt][refresh]") {
  Table t({{"phase", "refresh"}, {"active", "dark"}, {"turn", 3},
           {"dark", {{"tookTurn", true}, {"objectives", {"lemelisks-ambition", "heightened-security"}}}},
           {"light", {{"tookTurn", true}}}, {"light2", {{"tookTurn", true}}}},
          jt());
  for (int guard = 0; guard < 10 && t.phase() == "refresh"; ++guard) t.act(t.to_act().front(), "pass");
  CHECK(t.player(DS)["objectives"].size() == 2);
  Table l({{"phase", "refresh"}, {"active", "light"}, {"turn", 4},
           {"dark", {{"tookTurn", true}}},
           {"light", {{"tookTurn", true}, {"objectives", {"a-heros-journey"}}}}, {"light2", {{"tookTurn", true}}}},
          jt());
  for (int guard = 0; guard < 10 && l.phase() == "refresh"; ++guard) l.act(l.to_act().front(), "pass");
  CHECK(l.player(LS1)["objectives"].size() == 3);
}

TEST_CASE("lcg Jerjerrod's Task: the Light Side wins at once when the Dark Side has no objective in play, and the "
          "destroyed objective goes to the destroying player's victory pile (MP-JT-5, OQ-48)",
          "[lcg][mp][jt][win]") {
  Table t({{"phase", "deployment"}, {"active", "light"}, {"activePlayer", 2}, {"turn", 4},
           {"dark", {{"tookTurn", true}, {"objectives", {{{"card", "lemelisks-ambition"}, {"damage", 5}}}}}},
           {"light", {{"tookTurn", true}}},
           {"light2", {{"tookTurn", true}, {"hand", {"rebel-assault"}}, {"objectives", {"mission-briefing", "draw-their-fire"}}}}},
          jt());
  CHECK(!t.over());
  t.act(LS2, "use:rebel-assault");
  t.act(LS2, "target:lemelisks-ambition");
  t.act(LS2, "autopay");
  for (int guard = 0; guard < 10 && !t.over(); ++guard) t.act(t.to_act().front(), "pass");
  REQUIRE(t.over());
  const json v = t.view();
  CHECK(v["reason"] == "scenario");
  CHECK(v["players"][LS2]["victory"].size() == 1);
  CHECK(v["players"][DS]["objectives"].empty());
  CHECK(v["winner"] == LS1);  // the team wins (its player #1 stands for it)
}

TEST_CASE("lcg Jerjerrod's Task: a Light Side card gives the Light Side no other victory: 10 damage on Trench Run's "
          "Death Star dial does not win (MP-JT-5, MP-GEN-25)",
          "[lcg][mp][jt][win]") {
  Table t({{"phase", "conflict"}, {"active", "light"}, {"turn", 4},
           {"dark", {{"tookTurn", true}}},
           {"light", {{"tookTurn", true}, {"units", {"home-one"}},
                      {"enhancements", {{{"card", "trench-run"}, {"damage", 8}}}}}},
           {"light2", {{"tookTurn", true}}}},
          jt());
  REQUIRE(t.offers(LS1, "engage:trench-run"));
  t.act(LS1, "engage:trench-run");
  t.act(LS1, "attacker:home-one");
  t.act(LS1, "done");
  for (int i = 0; i < 12 && !t.offers(LS1, "strike:"); ++i) {
    const std::vector<int> who = t.to_act();
    REQUIRE(!who.empty());
    t.act(who[0], t.offers(who[0], "pass") ? "pass" : "done");
  }
  t.act(LS1, "strike:home-one");
  for (int i = 0; i < 12 && t.view()["engagement"].is_object(); ++i) {
    const std::vector<int> who = t.to_act();
    if (who.empty()) break;
    t.act(who[0], t.offers(who[0], "icon:") ? "icon:" : t.offers(who[0], "bonus") ? "bonus" : t.offers(who[0], "pass") ? "pass" : "done");
  }
  bool hit = false;
  const json enhancements = t.player(LS1)["enhancements"];  // (a range-for over a temporary's member would dangle)
  for (const json& e : enhancements) hit = hit || (e["name"] == "Trench Run" && e["damage"].get<int>() >= 10);
  CHECK(hit);
  CHECK(!t.over());
}

TEST_CASE("lcg Jerjerrod's Task: the solo player who must draw from a short command deck draws what is left and "
          "does not lose (MP-JT-10)",
          "[lcg][mp][jt][draw]") {
  Table t({{"phase", "draw"}, {"active", "dark"}, {"turn", 3},
           {"dark", {{"tookTurn", true}, {"hand", json::array()}, {"deck", {"signal-jam"}}}},
           {"light", {{"tookTurn", true}}}, {"light2", {{"tookTurn", true}}}},
          jt());
  CHECK(t.player(DS)["handCount"] == 1);
  CHECK(t.player(DS)["deckCount"] == 0);
  CHECK(!t.over());
  CHECK(t.logged("out of cards"));
}

TEST_CASE("lcg Jerjerrod's Task: a game that reaches its 300th turn ends with no winner, since with no deck-out loss "
          "and a dial that never wins nothing else ends a game nobody can win any more (MP-JT-7, MP-JT-10, ruling)",
          "[lcg][mp][jt][end]") {
  auto play_out = [](Table& t) {
    for (int guard = 0; guard < 300 && !t.over(); ++guard) {
      const int s = t.to_act().front();
      const std::vector<std::string> ids = t.ids(s);
      t.act(s, t.offers(s, "pass") ? "pass" : t.offers(s, "done") ? "done" : ids.front());
    }
  };
  const json seats = {{"dark", {{"tookTurn", true}}}, {"light", {{"tookTurn", true}}}, {"light2", {{"tookTurn", true}}}};
  json at = seats;
  at["phase"] = "force";
  at["active"] = "light";
  at["turn"] = 300;
  Table t(at, jt());
  play_out(t);
  REQUIRE(t.over());
  CHECK(t.winner() == -1);
  CHECK(t.view()["reason"] == "turns");
  CHECK(t.status()["winners"].empty());
  CHECK(t.logged("reached its 300th turn"));
  // One turn earlier the game goes on into turn 300.
  at["turn"] = 298;
  Table before(at, jt());
  for (int guard = 0; guard < 300 && !before.over() && before.status()["round"] != 300; ++guard) {
    const int s = before.to_act().front();
    before.act(s, before.offers(s, "pass") ? "pass" : before.offers(s, "done") ? "done" : before.ids(s).front());
  }
  CHECK(before.status()["round"] == 300);
  CHECK(!before.over());
}
