#include "sw/bot.h"

namespace sw {

Action RandomBot::choose(const State& state, int seat, Rng& rng) {
  state.legal_actions(seat, buf_);
  return buf_[rng.below(static_cast<uint32_t>(buf_.size()))];
}

namespace {

// The shared core of the look-ahead bots: for each legal action, `samples`
// determinised clones (re-dealt from what `seat` may see) get the action, then
// `extend` (may do nothing) plays on; the best average of State::heuristic
// wins, ties to the lowest id. The rng is drawn in a fixed order, so a seed
// gives the same choice natively and in wasm.
template <class Extend>
Action best_on_average(const State& state, int seat, const std::vector<Action>& acts, int samples, Rng& rng,
                       Extend&& extend) {
  Action best = acts[0];
  double best_score = -1e9;
  for (Action a : acts) {
    double sum = 0;
    for (int k = 0; k < samples; ++k) {
      std::unique_ptr<State> s = state.clone();
      s->resample_hidden(seat, rng);
      s->apply(seat, a, nullptr);
      extend(*s);
      sum += s->heuristic(seat);
    }
    double score = sum / samples;
    if (score > best_score + 1e-9) {
      best_score = score;
      best = a;
    }
  }
  return best;
}

}  // namespace

Action HeuristicBot::choose(const State& state, int seat, Rng& rng) {
  std::vector<Action> acts;
  state.legal_actions(seat, acts);
  if (acts.size() == 1) return acts[0];
  return best_on_average(state, seat, acts, samples_, rng, [](State&) {});
}

Action SearchBot::choose(const State& state, int seat, Rng& rng) {
  state.legal_actions(seat, acts_);
  if (acts_.size() == 1) return acts_[0];
  const std::vector<Action> acts = acts_;
  int per_action = playouts_ / static_cast<int>(acts.size());
  if (per_action < 4) per_action = 4;
  return best_on_average(state, seat, acts, per_action, rng, [&](State& s) {
    for (int d = 0; d < depth_ && !s.terminal(); ++d) {  // random moves up to the horizon
      s.seats_to_act(seats_);
      int who = seats_[rng.below(static_cast<uint32_t>(seats_.size()))];
      s.legal_actions(who, buf_);
      s.apply(who, buf_[rng.below(static_cast<uint32_t>(buf_.size()))], nullptr);
    }
  });
}

std::unique_ptr<Bot> make_bot(const std::string& kind) {
  if (kind == "random") return std::make_unique<RandomBot>();
  if (kind == "heuristic") return std::make_unique<HeuristicBot>();
  if (kind == "search") return std::make_unique<SearchBot>();
  return nullptr;
}

std::vector<std::string> bot_kinds() { return {"random", "heuristic", "search"}; }

}  // namespace sw
