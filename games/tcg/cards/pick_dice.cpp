// The dice choice of a reroll card (pick_dice.h). v[2] / v[3]: the chosen
// dice (bit i: die i < 32 / die 32 + i).
#include "tcg/cards/pick_dice.h"
#include <string>
#include "tcg/flow/flow.h"

namespace sw::tcg {

namespace {

bool chosen(const Frame& f, int i) {
  const uint32_t w = static_cast<uint32_t>(i < 32 ? f.v[2] : f.v[3]);
  return (w >> (i % 32)) & 1u;
}

int highest(const Frame& f, int n) {
  for (int i = n - 1; i >= 0; --i)
    if (chosen(f, i)) return i;
  return -1;
}

StepResult run(TcgState& g, Frame& f, EventLog*) {
  if (f.step == 0) {
    f.step = 1;
    f.v[2] = f.v[3] = 0;
  }
  if (!g.atk.rolled || g.atk.dice.empty() || flow::attacking_unit(g) == kNoCard) {  // nothing to roll again
    g.stack.pop();
    return StepResult::Continue;
  }
  return StepResult::Wait;
}

void legal(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat) return;
  const int n = g.atk.dice.size();
  const int h = highest(f, n);
  if (h >= 0) out.push_back(make_action(vb::kFinish));
  for (int i = h + 1; i < n; ++i) out.push_back(make_action(vb::kDie, kNoCard, i));
}

void apply(TcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  if (verb_of(a) == vb::kDie) {
    const int i = arg_of(a);
    int32_t& w = i < 32 ? f.v[2] : f.v[3];
    w = static_cast<int32_t>(static_cast<uint32_t>(w) | (1u << (i % 32)));
    return;
  }
  reroll_dice(g, static_cast<uint32_t>(f.v[2]), static_cast<uint32_t>(f.v[3]), seat, log);
  g.stack.pop();
}

std::string prompt(const TcgState& g, const Frame& f, int seat) {
  if (seat != f.seat) return "";
  std::string picked;
  for (int i = 0; i < g.atk.dice.size(); ++i)
    if (chosen(f, i)) picked += (picked.empty() ? "" : ", ") + std::to_string(i + 1);
  return "Choose the dice to roll again" + (picked.empty() ? std::string(", one at a time.") : " (chosen: " + picked + "), or roll them now.");
}

std::string label(const TcgState& g, const Frame&, Action a) {
  if (verb_of(a) == vb::kFinish) return "Roll the chosen dice again";
  const int i = arg_of(a);
  return i < g.atk.dice.size() ? "Choose die " + std::to_string(i + 1) + " (" + std::to_string(g.atk.dice[i]) + ")" : "";
}

}  // namespace

const OwnScript kPickDice = {run, legal, apply, prompt, label};

}  // namespace sw::tcg
