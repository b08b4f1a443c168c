// The order of a turn and of its steps (TCG-TURN, TCG-CMD, TCG-BATTLE-1),
// Force, zones, a worked example of building, contested uniques from setup.
#include "tcg_fixture.h"

using namespace tcgt;

namespace {

json both(json ds, json ls, const std::string& start) { return {{"seats", {ds, ls}}, {"start", start}}; }

// Everyone declines, ends steps and passes bids until the turn changes.
void finish_turn(Table& t) {
  const int turn = t.view()["turn"].get<int>();
  for (int i = 0; i < 100 && t.view()["turn"] == turn && !t.view()["over"].get<bool>(); ++i) {
    const std::vector<int> who = t.to_act();
    REQUIRE(!who.empty());
    for (const char* id : {"decline", "done", "nobid", "attacker:", "keep"})
      if (t.offers(who[0], id)) {
        t.act(who[0], id);
        break;
      }
  }
}

}  // namespace

TEST_CASE("TCG-TURN-1, TCG-TURN-2, TCG-TURN-3, TCG-CMD-4, TCG-CMD-5, TCG-DICE-7: the steps of a turn in order, DS before LS", "[tcg]") {
  json ds = {{"arenas", {"droid-starfighter-squadron", "battle-droid-squad", "geonosian-guard"}}, {"deck", {"geonosian-warrior", "geonosian-guard"}}};
  json ls = {{"arenas", {"jedi-starfighter-3r3", "clone-squad", "naboo-security-guard"}}, {"deck", {"clone-platoon", "clone-squad"}}};
  Table t(both(ds, ls, "turn"));
  // Command phase: the DS build step, then the LS build step, then DS and LS retreat steps.
  std::vector<std::pair<std::string, int>> steps;
  for (int i = 0; i < 4; ++i) {
    steps.push_back({t.step(), t.to_act()[0]});
    t.act(t.to_act()[0], "done");
  }
  CHECK(steps == std::vector<std::pair<std::string, int>>{{"build", DS}, {"build", LS}, {"retreat", DS}, {"retreat", LS}});
  CHECK(t.view()["phase"] == "battle");
  // The log: turn, draws (DS first), the Light Side's roll, points (DS first).
  std::vector<std::string> types;
  std::vector<int> actors;
  for (const json& e : t.log_entries()) {
    types.push_back(e["type"]);
    actors.push_back(e["actor"]);
  }
  REQUIRE(types.size() >= 6);
  CHECK(std::vector<std::string>(types.begin(), types.begin() + 6) ==
        std::vector<std::string>{"turn", "draw", "draw", "roll", "build_points", "build_points"});
  CHECK(actors[1] == DS);
  CHECK(actors[2] == LS);
  CHECK(actors[3] == LS);  // TCG-DICE-7: the Light Side rolls
  CHECK(actors[4] == DS);
}

TEST_CASE("TCG-BATTLE-1, TCG-BATTLE-2, TCG2-BATTLE-2: the Space battle, then the Ground battle, then the Character battle", "[tcg]") {
  json ds = {{"arenas", {"geonosian-guard", "battle-droid-squad", "droid-starfighter-squadron"}}, {"deck", {"geonosian-guard"}}};
  json ls = {{"arenas", {"clone-squad", "naboo-security-guard", "jedi-starfighter-3r3"}}, {"deck", {"clone-squad"}}};
  json pos = both(ds, ls, "battle");
  pos["arena"] = "space";
  Table t(pos);
  std::vector<std::string> types;
  while (t.view()["turn"] == 1) {
    const json v = t.view();
    REQUIRE(v.contains("attack"));
    const std::string a = v["attack"]["attacker"];
    for (const char* arena : {"Space", "Ground", "Character"})
      for (int seat : {DS, LS})
        for (const json& u : t.arena(seat, arena))
          if (u["id"] == a) types.push_back(arena);
    t.act(t.to_act()[0], "decline");
  }
  CHECK(types == std::vector<std::string>{"Space", "Space", "Ground", "Ground", "Character", "Character"});
}

TEST_CASE("TCG-FORCE-1, TCG-READY-3, TCG-DMG-5, TCG-ZONE-6: Force starts at 0 and keeps growing - damage stays — discard piles are public", "[tcg]") {
  json ds = {{"arenas", {json{{"card", "geonosian-warrior"}, {"damage", 1}}, "battle-droid-squad"}}, {"discard", {"dark-rendezvous"}},
             {"deck", {"geonosian-guard", "geonosian-guard", "geonosian-guard"}}};
  json ls = {{"arenas", {"clone-warrior-5-373", "clone-squad"}}, {"deck", {"clone-squad", "clone-squad", "clone-squad"}}};
  Table t(both(ds, ls, "turn"));
  CHECK(t.player(DS)["force"] == 4);
  CHECK(t.player(LS)["force"] == 4);
  CHECK(t.view(LS)["players"][DS]["discard"][0]["name"] == "Dark Rendezvous");
  finish_turn(t);
  REQUIRE(t.view()["turn"] == 2);
  CHECK(t.player(DS)["force"] == 8);  // not emptied at the end of a turn
  CHECK(t.unit(DS, "Character", "Geonosian Warrior")["damage"] == 1);
}

TEST_CASE("TCG-READY-4, OQ-TCG-05, TCG-WIN-4: an empty deck draws nothing and loses nothing", "[tcg]") {
  json ds = {{"arenas", {"geonosian-warrior", "battle-droid-squad"}}};
  json ls = {{"arenas", {"clone-warrior-5-373", "clone-squad"}}};
  Table t(both(ds, ls, "turn"));
  CHECK(t.hand_count(DS) == 0);
  CHECK(t.deck_count(DS) == 0);
  finish_turn(t);
  CHECK(t.view()["turn"] == 2);
  CHECK_FALSE(t.view()["over"].get<bool>());
}

TEST_CASE("TCG-BUILD-10, TCG-BUILD-1, TCG-BUILD-9: the source's example: 5 points, three cards, two deployed", "[tcg]") {
  // A card started last turn needs 1 more counter (Battle Droid Squad, cost 2, 1 counter).
  json ds = {{"arenas", {"droid-starfighter-squadron"}}, {"hand", {"geonosian-warrior", "geonosian-guard"}},
             {"build", {{{"card", "battle-droid-squad"}, {"counters", 1}}}}, {"buildPoints", 5}};
  json ls = {{"arenas", {"clone-squad"}}};
  Table t(both(ds, ls, "build"));
  const json hand = t.player(DS, DS)["hand"];
  const std::string gw = id_of(hand, "geonosian-warrior"), gg = id_of(hand, "geonosian-guard");
  const std::string bds = id_of(t.player(DS, DS)["build"], "battle-droid-squad");
  t.act(DS, "start:" + gw + ".3");  // a 3-cost card with 3 counters
  t.act(DS, "add:" + bds + ".1");   // the last counter of last turn's card
  t.act(DS, "start:" + gg + ".1");  // another card with the last point
  CHECK(t.player(DS)["buildPoints"] == 0);
  t.act(DS, "deploy:" + gw);
  t.act(DS, "deploy:" + bds);
  CHECK(t.unit(DS, "Character", "Geonosian Warrior").is_object());
  CHECK(t.unit(DS, "Ground", "Battle Droid Squad").is_object());
  // The third waits face down with 1 counter (TCG-BUILD-5).
  REQUIRE(t.player(DS)["build"].size() == 1);
  CHECK(t.player(DS, LS)["build"][0]["counters"] == 1);
}

TEST_CASE("TCG-SETUP-10, TCG-BID-2, TCG-BID-7: uniques contested at setup are bid for in the first Battle phase, and again after a return", "[tcg]") {
  json s = {{"seats", {{{"hand", {"boba-fett-a", "battle-droid-squad"}}, {"deck", {"geonosian-guard", "geonosian-guard", "geonosian-guard"}}},
                       {{"hand", {"boba-fett-a", "clone-squad"}}, {"deck", {"clone-squad", "clone-squad", "clone-squad"}}}}}};
  Table t(s);
  t.act(DS, "send:boba-fett-a");
  t.act(LS, "send:boba-fett-a");   // 2 = 2: LS goes on
  t.act(LS, "send:clone-squad");   // 5 > 2
  t.act(DS, "send:battle-droid-squad");
  t.act(DS, "send:geonosian-guard");  // 6 > 5
  t.act(LS, "send:clone-squad");   // 8
  t.act(DS, "send:geonosian-guard");  // 8: DS goes on
  t.act(DS, "send:geonosian-guard");  // 10
  t.act(LS, "send:clone-squad");   // 11
  while (t.view()["phase"] == "setup") {
    const int who = t.to_act()[0];
    t.act(who, t.offers(who, "send:") ? "send:" : t.offers(who, "stop") ? "stop" : "partial:");
  }
  // Turn 1: build and retreat steps pass; the Battle phase starts with the auction.
  for (int i = 0; i < 4; ++i) t.act(t.to_act()[0], "done");
  REQUIRE(t.step() == "bid");
  t.act(DS, "nobid");
  t.act(LS, "bid.1");
  t.act(DS, "nobid");
  t.act(LS, "nobid");
  CHECK(t.unit(DS, "Character", "Boba Fett").is_null());
  finish_turn(t);
  // Turn 2: the Dark Side sends its Boba Fett back; the next Battle phase bids again.
  REQUIRE(t.step() == "build");
  t.act(DS, "return:boba-fett-a");
  t.act(DS, "done");
  t.act(LS, "done");
  t.act(DS, "done");
  t.act(LS, "done");
  CHECK(t.step() == "bid");
}
