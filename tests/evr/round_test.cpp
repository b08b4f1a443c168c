// The round: Planning -> Struggle -> Dominance, then the next round (EVR-ROUND-1..3).
#include <algorithm>
#include "evr_fixture.h"

using namespace evrtest;

namespace {

// Position at the start of round 1's Planning phase: Control of Endor
// (capacity 2, target 9, 1 VP, 2 influence), then Battle of Yavin.
json planning_setup() {
  return json{{"phase", "planning"},
              {"eventDeck", {"control-of-endor", "battle-of-yavin", "battle-of-hoth"}},
              {"balance", "rebel"},
              {"rebel", {{"deck", {"reb.military-4", "reb.force-3"}}}},
              {"imperial", {{"deck", {"imp.recon-2", "imp.force-2"}}}}};
}

// Types of the public log entries, in order.
std::vector<std::string> log_types(const Evr& g) {
  std::vector<std::string> v;
  for (const json& e : g.log(-1)) v.push_back(e["type"].get<std::string>());
  return v;
}

// Index of the first entry of `type` at or after `from` (-1 if none).
int find_from(const std::vector<std::string>& v, const std::string& type, int from = 0) {
  for (int i = from; i < static_cast<int>(v.size()); ++i)
    if (v[static_cast<size_t>(i)] == type) return i;
  return -1;
}

}  // namespace

TEST_CASE("EVR-ROUND-1 Planning, Struggle and Dominance in order, both players finish a phase before the next",
          "[evr][round]") {
  Evr g(planning_setup());
  REQUIRE(g.phase() == "planning");
  CHECK(g.to_act() == std::vector<int>{0, 1});
  g.act(Evr::R, "strategy:bureaucracy");
  // The Rebel is done, the Empire is not: still Planning, no struggle action yet.
  CHECK(g.phase() == "planning");
  CHECK(g.to_act() == std::vector<int>{Evr::I});
  CHECK(g.ids(Evr::R).empty());
  CHECK(g.try_act(Evr::R, "play") == "not_your_turn");
  g.act(Evr::I, "strategy:direct-assault");
  CHECK(g.phase() == "struggle");
  // Struggle: Rebel 4 + 3 = 7, Imperial 2 + 2 = 4.
  g.act(Evr::R, "play");
  g.act(Evr::I, "play");
  g.act(Evr::R, "play");
  g.act(Evr::I, "play");
  g.act(Evr::R, "pass");
  CHECK(g.phase() == "struggle");  // the Empire has not finished the struggle yet
  g.act(Evr::I, "pass");
  // Dominance ran (no choices needed) and round 2 is in Planning.
  json v = g.view(-1);
  CHECK(v["round"] == 2);
  CHECK(v["phase"] == "planning");
  CHECK(v["lastResult"]["round"] == 1);
  CHECK(v["lastResult"]["winner"] == Evr::R);  // 7 vs 4 + 2 (Direct Assault), target 9
  std::vector<std::string> t = log_types(g);
  int chosen = find_from(t, "strategy_chosen");
  int struggle = find_from(t, "struggle_begins");
  int revealed = find_from(t, "strategy_revealed");
  int result = find_from(t, "event_result");
  int round_end = find_from(t, "round_end");
  REQUIRE(chosen >= 0);
  CHECK(find_from(t, "strategy_chosen", chosen + 1) < struggle);  // both choices before the struggle
  CHECK(struggle < revealed);
  CHECK(find_from(t, "enter_play") > struggle);
  CHECK(revealed < result);
  CHECK(result < round_end);
}

TEST_CASE("EVR-ROUND-1 the Dominance phase waits for a player's decision before the next round", "[evr][round]") {
  // Support: when revealed, the Rebel shuffles a reserve character into the deck.
  Evr g(json{{"phase", "struggle"},
             {"event", "battle-of-hoth"},
             {"balance", "rebel"},
             {"rebel", {{"inPlay", {"reb.military-5"}}, {"strategy", {{"chosen", "support"}}}}},
             {"imperial", {{"inPlay", {"imp.military-2"}}, {"strategy", {{"chosen", "bureaucracy"}}}}}});
  g.pass_out();
  CHECK(g.phase() == "dominance");
  CHECK(g.to_act() == std::vector<int>{Evr::R});
  CHECK(g.view(-1)["round"] == 1);
  std::vector<std::string> ids = g.ids(Evr::R);
  REQUIRE_FALSE(ids.empty());
  g.act(Evr::R, ids[0]);
  CHECK(g.phase() == "planning");
  CHECK(g.view(-1)["round"] == 2);
}

TEST_CASE("EVR-ROUND-2 after Dominance the next round begins with Planning and the next event", "[evr][round]") {
  Evr g(planning_setup());
  g.act(Evr::R, "strategy:bureaucracy");
  g.act(Evr::I, "strategy:direct-assault");
  g.act(Evr::R, "play");  // Military 4
  g.act(Evr::I, "play");  // Recon 2 (forced: nothing in play)
  g.pass_out();
  REQUIRE(g.view(-1)["round"] == 2);
  json v = g.view(-1);
  CHECK(v["phase"] == "planning");
  CHECK(v["event"]["id"] == "battle-of-yavin");
  CHECK(v["eventDeck"]["count"] == 22);
  // The round-1 choices are used; both choose again from the rest.
  CHECK_FALSE(g.can(Evr::R, "strategy:bureaucracy"));
  CHECK(g.can(Evr::R, "strategy:deception"));
  CHECK_FALSE(g.can(Evr::I, "strategy:direct-assault"));
  g.act(Evr::R, "strategy:deception");
  g.act(Evr::I, "strategy:bureaucracy");
  CHECK(g.phase() == "struggle");
  // All resource cards were reshuffled into the decks: nothing in play.
  CHECK(g.in_play(Evr::R).empty());
  CHECK(g.in_play(Evr::I).empty());
}

TEST_CASE("EVR-ROUND-2 rounds go on until a player has 7 VP", "[evr][round]") {
  // Rebel 3 VP wins Control of Endor (+1): 4 VP, the game goes on.
  {
    Evr g(json{{"phase", "struggle"},
               {"event", "control-of-endor"},
               {"balance", "rebel"},
               {"rebel", {{"inPlay", {"reb.military-5"}}, {"won", {"battle-of-hoth"}}, {"strategy", {{"chosen", "bureaucracy"}}}}},
               {"imperial", {{"inPlay", {"imp.military-2"}}, {"strategy", {{"chosen", "bureaucracy"}}}}}});
    g.pass_out();
    CHECK(g.vp(Evr::R) == 4);
    CHECK(g.phase() == "planning");
    CHECK(g.status()["terminal"] == false);
    CHECK(g.view(-1)["round"] == 2);
  }
  // Rebel 6 VP wins Control of Endor (+1): 7 VP, no further round.
  {
    Evr g(json{{"phase", "struggle"},
               {"event", "control-of-endor"},
               {"balance", "rebel"},
               {"rebel",
                {{"inPlay", {"reb.military-5"}},
                 {"won", {"battle-of-hoth", "battle-of-yavin"}},
                 {"strategy", {{"chosen", "bureaucracy"}}}}},
               {"imperial", {{"inPlay", {"imp.military-2"}}, {"strategy", {{"chosen", "bureaucracy"}}}}}});
    g.pass_out();
    CHECK(g.vp(Evr::R) == 7);
    CHECK(g.phase() == "over");
    CHECK(g.status()["winners"] == json::array({Evr::R}));
    CHECK(g.view(-1)["round"] == 1);
  }
}

TEST_CASE("EVR-ROUND-3 quick reference: reveal event, choose strategy, four struggle actions, reveal, winner, prepare",
          "[evr][round]") {
  Evr g(planning_setup());
  // Planning 1: the event is revealed before anyone chooses.
  json v = g.view(Evr::R);
  CHECK(v["event"]["id"] == "control-of-endor");
  CHECK(v["players"][0]["strategies"]["hasChosen"] == false);
  CHECK(v["players"][1]["strategies"]["hasChosen"] == false);
  // Planning 2: choose a strategy.
  g.act(Evr::R, "strategy:bureaucracy");
  g.act(Evr::I, "strategy:bureaucracy");
  // Struggle: play / use the Force / spend influence / pass are all offered
  // once there is an active card, an exhausted card and a token.
  g.act(Evr::R, "play");  // Military 4
  g.act(Evr::I, "play");  // Recon 2
  g.act(Evr::R, "force:reb.military-4");
  g.act(Evr::R, "pick:imp.recon-2");
  g.act(Evr::I, "play");  // Force 2
  g.act(Evr::R, "play");  // Force 3
  std::vector<std::string> ids = g.ids(Evr::I);
  CHECK(contains(ids, "pass"));
  CHECK(contains(ids, "play"));
  CHECK(contains(ids, "force:imp.force-2"));
  g.act(Evr::I, "force:imp.force-2");
  g.act(Evr::I, "pick:reb.force-3");
  ids = g.ids(Evr::R);
  std::vector<std::string> kinds;
  for (const json& a : parse(g.m.legal_actions(Evr::R))) kinds.push_back(a["kind"].get<std::string>());
  CHECK(contains(kinds, "pass"));
  CHECK(contains(kinds, "influence"));  // ready Military 4 or Force 3
  CHECK(contains(ids, "influence:reb.military-4"));
  CHECK_FALSE(contains(ids, "play"));  // capacity 2 reached
  g.pass_out();
  // Dominance: 1 reveal strategies, 2 determine the winner, 3 prepare the next round.
  std::vector<std::string> t = log_types(g);
  int revealed = find_from(t, "strategy_revealed");
  int result = find_from(t, "event_result");
  int round_end = find_from(t, "round_end");
  int next_event = find_from(t, "event_revealed", round_end);
  CHECK(revealed >= 0);
  CHECK(revealed < result);
  CHECK(result < round_end);
  CHECK(round_end < next_event);
}
