// Random playouts checked at every step, shared by the rules' random-game
// tests (tests/<game>/random_decks_test.cpp): the game must end within a
// bound, every position must offer some seat an action, no invariant
// violation may be reported (sw/invariant.h), check_invariants holds, and a
// save of the state loads back equal.
#pragma once
#include <catch2/catch.hpp>
#include <algorithm>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>
#include "builtin_games.h"
#include "sw/game.h"
#include "sw/invariant.h"
#include "sw/rng.h"

namespace swtest {

// A developer's longer hunt with the same tests: SW_RANDOM_GAMES=N plays N
// times the games each test plays, SW_RANDOM_SEED=K shifts every first seed
// by K (other games, other decks). Unset (as in CI), the games are the fixed ones.
inline long env_number(const char* name, long fallback) {
  const char* v = std::getenv(name);
  if (!v || !*v) return fallback;
  char* end = nullptr;
  const long n = std::strtol(v, &end, 10);
  return end && *end == '\0' && n >= 0 ? n : fallback;
}
inline int random_games(int games) { return static_cast<int>(games * std::max(1L, env_number("SW_RANDOM_GAMES", 1))); }
inline uint64_t random_seed(uint64_t first) { return first + static_cast<uint64_t>(env_number("SW_RANDOM_SEED", 0)); }

inline sw::json parse_ok(const std::string& s) {
  sw::json j;
  REQUIRE(sw::parse_json(s, j));
  return j;
}

// Plays game `game_id` with `options` and `seed` to its end, a random seat
// of those to act choosing a random legal action (both from `pick`);
// check_invariants runs after every `every`-th step, a save/load round trip
// after every 10 x `every`-th. Adds the actions taken
// to `actions` and returns the finished state.
inline std::unique_ptr<sw::State> play_checked(const std::string& game_id, const sw::json& options, uint64_t seed,
                                               sw::Rng& pick, int every, long& actions) {
  const sw::Game* g = sw::builtin_registry().find(game_id);
  REQUIRE(g != nullptr);
  INFO("seed " << seed << " options " << options.dump());
  auto opts = g->normalize_options(options);
  REQUIRE(opts.ok());
  auto st = g->new_state(opts.value(), seed, sw::json(), nullptr);
  INFO((st.ok() ? std::string() : st.error().message));
  REQUIRE(st.ok());
  std::unique_ptr<sw::State> s = std::move(st.value());
  std::vector<int> seats;
  std::vector<sw::Action> acts;
  std::string last;
  for (int step = 0; !s->terminal(); ++step) {
    INFO("step " << step << " after " << last);
    REQUIRE(step < 20000);
    s->seats_to_act(seats);
    REQUIRE(!seats.empty());
    const int seat = seats[pick.below(static_cast<uint32_t>(seats.size()))];
    s->legal_actions(seat, acts);
    REQUIRE(!acts.empty());
    const sw::Action a = acts[pick.below(static_cast<uint32_t>(acts.size()))];
    last = s->action_id(seat, a);
    s->apply(seat, a, nullptr);
    const char* violation = sw::take_violation();
    REQUIRE(violation == nullptr);
    if (step % every == 0) REQUIRE(s->check_invariants() == "");
    if (step % (10 * every) == 0) {
      auto back = g->state_from_json(s->to_json());
      INFO((back.ok() ? std::string() : "the save does not load: " + back.error().message));
      REQUIRE(back.ok());
      REQUIRE(back.value()->equals(*s));
    }
    ++actions;
  }
  return s;
}

}  // namespace swtest
