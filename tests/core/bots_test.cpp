// The computer players of libsw/include/sw/bot.h, on every registered game:
// each kind suggests only legal actions, is deterministic for a seed, and the
// stronger kinds really are stronger.
#include <memory>
#include <string>
#include <vector>
#include <catch2/catch.hpp>
#include "builtin_games.h"
#include "sw/bot.h"
#include "sw/json.h"
#include "sw/match.h"

using namespace sw;

namespace {

// Plays a whole game through the JSON API with botAction for every seat;
// every suggestion must be one of the seat's legal actions. Returns the replay.
std::string play_through_api(const std::string& game, const std::string& kind, uint64_t seed) {
  Match m(builtin_registry());
  json options = game == "evr" ? json{{"characters", "random"}} : json::object();  // EvR: no secret picks to wait on
  REQUIRE(m.start(dump(json{{"game", game}, {"seed", seed}, {"options", options}})) == R"({"ok":true})");
  for (int step = 0; step < 5000; ++step) {
    json st = json::parse(m.status());
    if (st["terminal"].get<bool>()) return m.replay();
    int seat = st["toAct"][0];
    std::string id = m.bot_action(seat, dump(json{{"kind", kind}, {"seed", step}}));
    json legal = json::parse(m.legal_actions(seat));
    bool found = false;
    for (const json& a : legal) found = found || a["id"] == id;
    INFO(kind << " suggested " << id);
    REQUIRE(found);
    REQUIRE(json::parse(m.apply(dump(json{{"player", seat}, {"id", id}})))["ok"] == true);
  }
  FAIL("the game did not end");
  return "";
}

// Head to head on the State interface: `a` and `b` alternate sides game by
// game. Returns how many of `games` bot `a` won.
int wins_of_first(const Game& g, const std::string& a, const std::string& b, int games) {
  int won = 0;
  for (int i = 0; i < games; ++i) {
    json opts = g.normalize_options(json{{"rebelSeat", i % 2}, {"characters", "random"}}).value();
    std::unique_ptr<State> s = std::move(g.new_state(opts, 4000 + static_cast<uint64_t>(i), json(), nullptr).value());
    int seat_a = i % 2 == 0 ? 0 : 1;
    std::unique_ptr<Bot> bots[2];
    bots[seat_a] = make_bot(a);
    bots[1 - seat_a] = make_bot(b);
    Rng rng(static_cast<uint64_t>(i), 99);
    while (!s->terminal()) {
      int seat = s->to_act()[0];
      s->apply(seat, bots[seat]->choose(*s, seat, rng), nullptr);
    }
    std::vector<int> w = s->winners();
    if (w.size() == 1 && w[0] == seat_a) ++won;
  }
  return won;
}

}  // namespace

TEST_CASE("every bot kind suggests legal actions and is deterministic for a seed", "[core][bot]") {
  REQUIRE(bot_kinds() == std::vector<std::string>{"random", "heuristic", "search"});
  for (const Game* g : builtin_registry().list()) {
    for (const std::string& kind : bot_kinds()) {
      INFO(g->info().id << " " << kind);
      std::string first = play_through_api(g->info().id, kind, 31);
      CHECK(play_through_api(g->info().id, kind, 31) == first);
    }
  }
  CHECK(make_bot("genius") == nullptr);
}

#ifndef SW_SANITIZED  // a few thousand searches: seconds natively, minutes under the sanitizers
TEST_CASE("bot strength: search beats heuristic, heuristic beats random (EvR, 20 games, sides alternating)",
          "[core][bot]") {
  const Game* evr = builtin_registry().find("evr");
  REQUIRE(evr != nullptr);
  CHECK(wins_of_first(*evr, "heuristic", "random", 20) >= 13);
  CHECK(wins_of_first(*evr, "search", "heuristic", 20) >= 13);
}
#endif
