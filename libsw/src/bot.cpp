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

Action SearchBot::choose(const State& state, int seat, Rng& rng) {
  state.legal_actions(seat, acts_);
  if (acts_.size() == 1) return acts_[0];
  const std::vector<Action> acts = acts_;
  int per_action = playouts_ / static_cast<int>(acts.size());
  if (per_action < 4) per_action = 4;
  Action best = acts[0];
  double best_score = -1e9;
  for (Action a : acts) {
    double sum = 0;
    for (int k = 0; k < per_action; ++k) {
      std::unique_ptr<State> s = state.clone();
      s->resample_hidden(seat, rng);
      s->apply(seat, a, nullptr);
      for (int d = 0; d < depth_ && !s->terminal(); ++d) {
        s->seats_to_act(seats_);
        int who = seats_[rng.below(static_cast<uint32_t>(seats_.size()))];
        s->legal_actions(who, buf_);
        s->apply(who, buf_[rng.below(static_cast<uint32_t>(buf_.size()))], nullptr);
      }
      sum += s->heuristic(seat);
    }
    double score = sum / per_action;
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
  if (kind == "search") return std::make_unique<SearchBot>();
  return nullptr;
}

std::vector<std::string> bot_kinds() { return {"random", "heuristic", "search"}; }

}  // namespace sw
