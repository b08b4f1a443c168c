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

// "random" | "heuristic"; nullptr for an unknown kind.
std::unique_ptr<Bot> make_bot(const std::string& kind);
std::vector<std::string> bot_kinds();

}  // namespace sw
