// Match::concede: a seat gives up at any time, in every game (TCG-WIN-3 for
// the TCG; the other rulebooks say nothing against it). The game ends, the
// seats not on its side win, the replay records it, undo takes it back, and
// bad calls change nothing.
#include <string>
#include <vector>
#include <catch2/catch.hpp>
#include "builtin_games.h"
#include "sw/json.h"
#include "sw/match.h"
#include "sw/registry.h"

using namespace sw;

namespace {
json call(const std::string& r) {
  json j;
  REQUIRE(parse_json(r, j));
  return j;
}
// Plays `n` actions, each the first legal action of the lowest seat to act.
void play_some(Match& m, int n) {
  for (int i = 0; i < n; ++i) {
    json st = call(m.status());
    if (st["terminal"] == true) return;
    const int seat = st["toAct"][0];
    json acts = call(m.legal_actions(seat));
    REQUIRE(!acts.empty());
    REQUIRE(call(m.apply(json{{"player", seat}, {"id", acts[0]["id"]}}.dump()))["ok"] == true);
  }
}
}  // namespace

TEST_CASE("concede ends the game for the other side in every game, undo takes it back (TCG-WIN-3, TCG-GLOSS-18)", "[core][match][concede]") {
  for (const Game* g : builtin_registry().list()) {
    const std::string id = g->info().id;
    INFO("game " << id);
    Match m(builtin_registry());
    REQUIRE(call(m.start(json{{"game", id}, {"seed", 7}}.dump()))["ok"] == true);
    play_some(m, 12);
    json before = call(m.status());
    REQUIRE(before["terminal"] == false);
    const int n = before["actions"];
    // The seat that concedes need not be the one to act.
    const int loser = 1;
    json r = call(m.concede(loser));
    REQUIRE(r["ok"] == true);
    CHECK(r["events"].is_array());
    json st = call(m.status());
    CHECK(st["terminal"] == true);
    CHECK(st["toAct"].empty());
    CHECK(st["actions"] == n + 1);
    std::vector<int> winners = st["winners"].get<std::vector<int>>();
    CHECK(winners == std::vector<int>{0});  // two seats: the other one
    for (int s = 0; s < 2; ++s) CHECK(call(m.legal_actions(s)).empty());
    json replay = call(m.replay());
    CHECK(replay["actions"].back() == json{{"player", loser}, {"concede", true}});

    // A save with the concession loads and gives the same game.
    const std::string save = m.save();
    Match copy(builtin_registry());
    REQUIRE(call(copy.load(save))["ok"] == true);
    CHECK(copy.save() == save);

    // Over: a second concession is refused and changes nothing.
    CHECK(call(m.concede(0))["error"]["code"] == "game_over");
    CHECK(m.save() == save);

    // Undo takes it back: the game goes on where it was.
    REQUIRE(call(m.undo())["ok"] == true);
    json again = call(m.status());
    CHECK(again["terminal"] == false);
    CHECK(again["toAct"] == before["toAct"]);
    CHECK(again["actions"] == n);
  }
}

TEST_CASE("concede rejects a seat that does not exist and a replay with a malformed concession", "[core][match][concede]") {
  Match m(builtin_registry());
  REQUIRE(call(m.start(R"({"game":"evr","seed":3})"))["ok"] == true);
  const std::string save = m.save();
  for (int bad : {-1, 2, 99}) {
    json r = call(m.concede(bad));
    CHECK(r["ok"] == false);
    CHECK(r["error"]["code"] == "bad_player");
  }
  CHECK(m.save() == save);

  json rec = call(m.replay());
  for (const json& bad : {json{{"player", 0}, {"concede", false}}, json{{"player", 0}, {"concede", 1}},
                          json{{"player", 0}, {"concede", true}, {"id", "x"}}}) {
    json s = call(save);
    s["replay"]["actions"] = json::array({bad});
    json r = call(m.load(s.dump()));
    INFO(bad.dump());
    CHECK(r["error"]["code"] == "bad_save");
    CHECK(m.save() == save);
  }
}
