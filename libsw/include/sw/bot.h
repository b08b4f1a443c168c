// Computer players. A bot chooses one of the legal actions of a seat from the
// State interface alone, so any registered game gets bots for free. Bots must
// not cheat: any look-ahead works on a determinised clone
// (State::resample_hidden), never on the true hidden state.
#pragma once
#include <memory>
#include <string>
#include <vector>
#include "sw/game.h"

namespace sw {

class Bot {
 public:
  virtual ~Bot() = default;
  // Precondition: seat has at least one legal action. Returns one of them.
  virtual Action choose(const State& state, int seat, Rng& rng) = 0;
};

// Uniformly random among the legal actions.
class RandomBot : public Bot {
 public:
  Action choose(const State& state, int seat, Rng& rng) override;

 private:
  std::vector<Action> buf_;
};

// One-ply look-ahead: for each legal action, average State::heuristic over a
// few determinised clones after applying it; pick the best (ties: lowest id).
class HeuristicBot : public Bot {
 public:
  explicit HeuristicBot(int samples = 6) : samples_(samples) {}
  Action choose(const State& state, int seat, Rng& rng) override;

 private:
  int samples_;
};

// Flat Monte Carlo over determinised clones: for each legal action, `playouts`
// clones in all (split evenly, at least 4 per action) are re-dealt from what
// the seat may see (State::resample_hidden), the action is applied, and the
// game is played on by random moves for at most `depth` actions; a finished
// game scores +1/0/-1, an unfinished one State::heuristic. The best average
// wins (ties: lowest id). Deterministic for a given rng; the work is a fixed
// number of playouts, never a time budget, so native and wasm agree.
// Defaults measured on EvR (200 games, alternating sides): it beats the
// heuristic bot about 9 times in 10 at ~1.5 ms a decision natively; playouts
// to the end of the game (random moves all the way) were clearly weaker.
class SearchBot : public Bot {
 public:
  explicit SearchBot(int playouts = 1200, int depth = 25) : playouts_(playouts), depth_(depth) {}
  Action choose(const State& state, int seat, Rng& rng) override;

 private:
  int playouts_;
  int depth_;
  std::vector<Action> acts_, buf_;
  std::vector<int> seats_;
};

// "random" | "heuristic" | "search"; nullptr for an unknown kind.
std::unique_ptr<Bot> make_bot(const std::string& kind);
std::vector<std::string> bot_kinds();

}  // namespace sw
