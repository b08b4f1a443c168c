// Random legal play to the end: invariants after every action, save/load
// round trips, replays and view independence (what the conformance suite
// will check once the game is registered).
#include <catch2/catch.hpp>
#include <string>
#include <vector>
#include "sw/rng.h"
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
      // Save/load round trip.
      auto back = game.state_from_json(s->to_json());
      INFO((back.ok() ? std::string() : back.error().message));
      REQUIRE(back.ok());
      REQUIRE(back.value()->equals(*s));
      // View independence: re-dealing what a seat cannot see does not change its view.
      for (int viewer = 0; viewer < 2; ++viewer) {
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
  const sw::json options = {{"maxTurns", 60}};  // OQ-TCG-28: random play may never win
  int won = 0, ended = 0;
  long actions = 0;
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    const Outcome o = play(*game, seed, options, seed <= 20 ? 97 : 0);
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
