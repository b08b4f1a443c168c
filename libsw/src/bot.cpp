#include "sw/bot.h"

namespace sw {

Action RandomBot::choose(const State& state, int seat, Rng& rng) {
  state.legal_actions(seat, buf_);
  return buf_[rng.below(static_cast<uint32_t>(buf_.size()))];
}

Action HeuristicBot::choose(const State& state, int seat, Rng& rng) {
  std::vector<Action> acts;
  state.legal_actions(seat, acts);
  if (acts.size() == 1) return acts[0];
  Action best = acts[0];
  double best_score = -1e9;
  for (Action a : acts) {
    double sum = 0;
    for (int k = 0; k < samples_; ++k) {
      std::unique_ptr<State> s = state.clone();
      s->resample_hidden(seat, rng);
      s->apply(seat, a, nullptr);
      sum += s->heuristic(seat);
    }
    double score = sum / samples_;
    if (score > best_score + 1e-9) {
      best_score = score;
      best = a;
    }
  }
  return best;
}

std::unique_ptr<Bot> make_bot(const std::string& kind) {
  if (kind == "random") return std::make_unique<RandomBot>();
  if (kind == "heuristic") return std::make_unique<HeuristicBot>();
  return nullptr;
}

std::vector<std::string> bot_kinds() { return {"random", "heuristic"}; }

}  // namespace sw
