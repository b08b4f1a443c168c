// Random-bot playouts on the raw State interface: the loop behind the native
// benchmark (sw_bench) and the wasm benchmark hook (benchRandomGames). No JSON,
// no logging and no allocation per action on the hot path.
#pragma once
#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>
#include "sw/game.h"
#include "sw/invariant.h"
#include "sw/rng.h"

namespace sw::bench {

struct PlayoutStats {
  int64_t games = 0;
  int64_t actions = 0;
  double ms = 0;
  std::string error;  // empty on success
};

// Upper bound on the length of one game; a game that reaches it is reported
// as an error (it would mean the rules never end).
constexpr int64_t kMaxActionsPerGame = 200000;

// Plays one game to the end with uniformly random choices. The seat that acts
// is the lowest seat with a decision (simultaneous choices are answered in
// seat order). Returns the number of actions, or -1 with `error` set.
inline int64_t play_random_game(const Game& game, const json& options, uint64_t seed, Rng& pick,
                                std::vector<Action>& buf, std::string& error) {
  auto made = game.new_state(options, seed, json(), nullptr);
  if (!made.ok()) {
    error = "new_state failed: " + made.error().message;
    return -1;
  }
  State& s = *made.value();
  const int seats = s.num_players();
  int64_t n = 0;
  while (!s.terminal()) {
    int seat = -1;
    for (int p = 0; p < seats; ++p) {
      s.legal_actions(p, buf);
      if (!buf.empty()) {
        seat = p;
        break;
      }
    }
    if (seat < 0) {
      error = "a non-terminal state has no seat with a legal action";
      return -1;
    }
    s.apply(seat, buf[pick.below(static_cast<uint32_t>(buf.size()))], nullptr);
    if (++n > kMaxActionsPerGame) {
      error = "a game did not end within " + std::to_string(kMaxActionsPerGame) + " actions";
      return -1;
    }
  }
  // An invariant violation (sw/invariant.h) is a bug in the rules: name the game.
  if (const char* v = take_violation()) {
    error = "game with seed " + std::to_string(seed) + ": " + v;
    return -1;
  }
  return n;
}

// The options a game's random playouts rotate through: game i of a run plays
// with variants[i % size]. The LCG's are the four matchups of its core-set
// preset decks (issue 14 measures "the four preset decks"), its default
// matchup first; every other game plays its default options.
inline std::vector<json> playout_variants(const std::string& game_id) {
  if (game_id == "lcg")
    return {json{{"dark", "imperial-navy"}, {"light", "jedi"}}, json{{"dark", "sith"}, {"light", "jedi"}},
            json{{"dark", "imperial-navy"}, {"light", "rebel-alliance"}}, json{{"dark", "sith"}, {"light", "rebel-alliance"}}};
  return {json::object()};
}

// Plays random games with seeds seed, seed+1, ... while `more(games played,
// milliseconds elapsed)` says so (the games and timing shared by the two
// entry points below), rotating through playout_variants.
template <class More>
PlayoutStats run_random_games_while(const Game& game, uint64_t seed, More more) {
  using clock = std::chrono::steady_clock;
  PlayoutStats st;
  std::vector<json> opts;
  for (const json& v : playout_variants(game.info().id)) {
    Result<json> o = game.normalize_options(v);
    if (!o.ok()) {
      st.error = "bench options " + v.dump() + " rejected: " + o.error().message;
      return st;
    }
    opts.push_back(o.value());
  }
  Rng pick(seed, 0xBE7C4u);
  std::vector<Action> buf;
  buf.reserve(64);
  const auto t0 = clock::now();
  auto elapsed = [&] { return std::chrono::duration<double, std::milli>(clock::now() - t0).count(); };
  while (more(st.games, elapsed())) {
    const json& o = opts[static_cast<size_t>(st.games) % opts.size()];
    int64_t n = play_random_game(game, o, seed + static_cast<uint64_t>(st.games), pick, buf, st.error);
    if (n < 0) break;
    st.actions += n;
    ++st.games;
  }
  st.ms = elapsed();
  return st;
}

// Plays random games with seeds seed, seed+1, ... until `millis` have passed
// (at least one game).
inline PlayoutStats run_random_games(const Game& game, uint64_t seed, double millis) {
  return run_random_games_while(game, seed, [millis](int64_t games, double ms) { return games == 0 || ms < millis; });
}

// Plays exactly `games` random games with seeds seed, seed+1, ... (a fixed
// workload: the same games and actions on every run).
inline PlayoutStats run_random_games_n(const Game& game, uint64_t seed, int64_t games) {
  return run_random_games_while(game, seed, [games](int64_t played, double) { return played < games; });
}

}  // namespace sw::bench
