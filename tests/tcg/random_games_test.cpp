// Random legal play to the end: invariants after every action, save/load
// round trips, replays and view independence (the conformance suite checks
// the same on every registered game, the TCG included).
#include <catch2/catch.hpp>
#include <algorithm>
#include <string>
#include <vector>
#include "sw/json.h"
#include "sw/match.h"
#include "sw/rng.h"
#include "tcg_fixture.h"
#include "tcg/tcg_game.h"

namespace {

struct Outcome {
  bool over = false;
  int winner = -1;
  int turns = 0;
  long actions = 0;
};

// Plays one game with uniformly random legal actions; every `check_every`
// actions it also checks save/load and view independence.
Outcome play(const sw::Game& game, uint64_t seed, const sw::json& options, int check_every) {
  auto st = game.new_state(options, seed, sw::json(), nullptr);
  REQUIRE(st.ok());
  std::unique_ptr<sw::State> s = std::move(st.value());
  sw::Rng rng(seed * 7919 + 1, 3);
  std::vector<int> seats;
  std::vector<sw::Action> acts;
  Outcome o;
  for (long step = 0; step < 200000; ++step) {
    const std::string inv = s->check_invariants();
    INFO("seed " << seed << " step " << step);
    REQUIRE(inv.empty());
    if (s->terminal()) break;
    s->seats_to_act(seats);
    REQUIRE(!seats.empty());
    const int seat = seats[rng.below(static_cast<uint32_t>(seats.size()))];
    s->legal_actions(seat, acts);
    REQUIRE(!acts.empty());
    for (size_t i = 1; i < acts.size(); ++i) REQUIRE(acts[i - 1] < acts[i]);
    if (check_every > 0 && step % check_every == 0) {
      // Action ids are unique among the legal actions.
      std::vector<std::string> ids;
      for (sw::Action x : acts) ids.push_back(s->action_id(seat, x));
      std::sort(ids.begin(), ids.end());
      REQUIRE(std::adjacent_find(ids.begin(), ids.end()) == ids.end());
      // Save/load round trip.
      auto back = game.state_from_json(s->to_json());
      INFO((back.ok() ? std::string() : back.error().message));
      REQUIRE(back.ok());
      REQUIRE(back.value()->equals(*s));
      // View independence: re-dealing what a seat cannot see does not change its view.
      for (int viewer = -1; viewer < 2; ++viewer) {
        std::unique_ptr<sw::State> c = s->clone();
        sw::Rng r2(seed + static_cast<uint64_t>(step), 11);
        c->resample_hidden(viewer, r2);
        REQUIRE(c->check_invariants().empty());
        REQUIRE(c->view(viewer) == s->view(viewer));
      }
    }
    s->apply(seat, acts[rng.below(static_cast<uint32_t>(acts.size()))], nullptr);
    ++o.actions;
  }
  o.over = s->terminal();
  o.winner = s->winners().empty() ? -1 : s->winners()[0];
  o.turns = s->status_json()["round"].get<int>();
  return o;
}

}  // namespace

TEST_CASE("TCG: 200 random games end, with every invariant after every action", "[tcg]") {
  auto game = sw::tcg::make_game();
  // OQ-TCG-28: random play may never win; every other game under the later rules (TCG2-OPT-1).
  auto v1 = game->normalize_options(sw::json{{"maxTurns", 60}});
  auto v2 = game->normalize_options(sw::json{{"maxTurns", 60}, {"rules", "later"}});
  REQUIRE(v1.ok());
  REQUIRE(v2.ok());
  int won = 0, ended = 0;
  long actions = 0;
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    const Outcome o = play(*game, seed, seed % 2 ? v1.value() : v2.value(), seed <= 20 ? 97 : 0);
    actions += o.actions;
    if (o.over) ++ended;
    if (o.winner >= 0) ++won;
    CHECK(o.turns <= 60);
  }
  INFO("random games: " << won << " won, " << ended << " ended, " << actions << " actions");
  CHECK(ended == 200);
  // TCG-WIN-2: random vanilla armies fight it out: most games are won, not drawn at the limit.
  CHECK(won > 100);
  CHECK(actions > 200 * 20);
}

TEST_CASE("TCG: the same seed and actions give the same game (determinism), saves round-trip", "[tcg]") {
  auto game = sw::tcg::make_game();
  auto opts = game->normalize_options(sw::json::object());
  REQUIRE(opts.ok());
  auto a = game->new_state(opts.value(), 42, sw::json(), nullptr);
  auto b = game->new_state(opts.value(), 42, sw::json(), nullptr);
  REQUIRE(a.ok());
  REQUIRE(b.ok());
  sw::Rng rng(5, 5);
  std::vector<int> seats;
  std::vector<sw::Action> acts;
  for (int i = 0; i < 3000 && !a.value()->terminal(); ++i) {
    a.value()->seats_to_act(seats);
    const int seat = seats[0];
    a.value()->legal_actions(seat, acts);
    const sw::Action act = acts[rng.below(static_cast<uint32_t>(acts.size()))];
    REQUIRE(a.value()->action_id(seat, act) == b.value()->action_id(seat, act));
    a.value()->apply(seat, act, nullptr);
    b.value()->apply(seat, act, nullptr);
    REQUIRE(a.value()->equals(*b.value()));
  }
  const sw::json saved = a.value()->to_json();
  auto loaded = game->state_from_json(saved);
  REQUIRE(loaded.ok());
  CHECK(loaded.value()->to_json() == saved);
  // A tampered save is refused: a second Dark Side.
  sw::json bad = saved;
  bad["seatInfo"][1][0] = 0;
  CHECK_FALSE(game->state_from_json(bad).ok());
  // Build counters on a card in a hand are refused.
  sw::json bad2 = saved;
  bool changed = false;
  for (size_t i = 0; i < bad2["core"]["cards"].size() && !changed; ++i)
    if (bad2["core"]["cards"][i][3] == 1) {  // zone 1 = hand
      bad2["extra"][i][0] = 3;
      changed = true;
    }
  REQUIRE(changed);
  CHECK_FALSE(game->state_from_json(bad2).ok());
}

// The conformance suite's checks, on the TCG alone: a longer soak (hidden: run it with sw_tests "[.tcg-soak]"): 1000 games with no
// turn limit, every check at every step (about a minute).
TEST_CASE("TCG soak: 1000 random games (800 with the default options, 200 with the later rules), every check at every step", "[.tcg-soak]") {
  auto game = sw::tcg::make_game();
  auto opts = game->normalize_options(sw::json::object());
  auto later = game->normalize_options(sw::json{{"rules", "later"}});
  REQUIRE(opts.ok());
  REQUIRE(later.ok());
  int won = 0;
  for (uint64_t seed = 1; seed <= 1000; ++seed) {
    const Outcome o = play(*game, seed * 7919u + 13u, seed <= 800 ? opts.value() : later.value(), 1);
    REQUIRE(o.over);
    REQUIRE(o.actions < 5000);
    if (o.winner >= 0) ++won;
  }
  CHECK(won == 1000);
}

TEST_CASE("TCG: the JSON API: save/load at every step, undo, and the replay record reproduce random games", "[tcg]") {
  for (int i = 0; i < 3; ++i) {
    sw::Match m(tcgt::registry());
    sw::json cfg = {{"game", "tcg"}, {"seed", 1000 + i}};
    REQUIRE(sw::json::parse(m.start(cfg.dump()))["ok"] == true);
    sw::Rng rng(static_cast<uint64_t>(i) + 77u);
    int steps = 0;
    std::string prev_save = m.save();
    while (!sw::json::parse(m.status())["terminal"].get<bool>()) {
      REQUIRE(steps++ < 5000);
      std::vector<int> seats = sw::json::parse(m.status())["toAct"].get<std::vector<int>>();
      REQUIRE(!seats.empty());
      const int seat = seats[rng.below(static_cast<uint32_t>(seats.size()))];
      sw::json acts = sw::json::parse(m.legal_actions(seat));
      REQUIRE(!acts.empty());
      const std::string id = acts[rng.below(static_cast<uint32_t>(acts.size()))]["id"];
      REQUIRE(sw::json::parse(m.apply(sw::json{{"player", seat}, {"id", id}}.dump()))["ok"] == true);
      if (steps % 9 == 0) {
        const std::string after = m.save();
        REQUIRE(sw::json::parse(m.undo())["ok"] == true);
        REQUIRE(m.save() == prev_save);
        REQUIRE(sw::json::parse(m.apply(sw::json{{"player", seat}, {"id", id}}.dump()))["ok"] == true);
        REQUIRE(m.save() == after);
      }
      const std::string saved = m.save();
      sw::Match m2(tcgt::registry());
      sw::json lr = sw::json::parse(m2.load(saved));
      INFO(lr.dump());
      REQUIRE(lr["ok"] == true);
      REQUIRE(m2.save() == saved);
      for (int v = -1; v < 2; ++v) {
        REQUIRE(m2.view(v) == m.view(v));
        REQUIRE(m2.log(v) == m.log(v));
      }
      prev_save = saved;
    }
    sw::json rec = sw::json::parse(m.replay());
    sw::Match m3(tcgt::registry());
    sw::json cfg3 = {{"game", rec["game"]}, {"seed", rec["seed"]}, {"options", rec["options"]}};
    REQUIRE(sw::json::parse(m3.start(cfg3.dump()))["ok"] == true);
    for (const sw::json& a : rec["actions"]) REQUIRE(sw::json::parse(m3.apply(a.dump()))["ok"] == true);
    REQUIRE(m3.save() == m.save());
  }
}
