// The registry of card scripts and the frame kind that runs them (own_script.h).
#include "tcg/own_script.h"
#include <cstring>
#include <utility>

namespace sw::tcg {

namespace {

std::vector<std::pair<std::string, OwnScript>>& registered() {
  static std::vector<std::pair<std::string, OwnScript>> r;
  return r;
}

const std::vector<const OwnScript*>& by_def() {
  static const std::vector<const OwnScript*> v = [] {
    const int n = TcgState::num_card_defs();  // builds the card table: every script is registered now
    std::vector<const OwnScript*> out(static_cast<size_t>(n), nullptr);
    for (int d = 0; d < n; ++d)
      for (const auto& [key, s] : registered())
        if (key == TcgState::card_def(d).key) out[static_cast<size_t>(d)] = &s;
    return out;
  }();
  return v;
}

const OwnScript* of(const TcgState& g, const Frame& f) {
  return g.valid_card(f.source) ? own_script(g.cards[f.source].def) : nullptr;
}

}  // namespace

Card with_own_script(Card c, const OwnScript& s) {
  registered().emplace_back(c.key, s);
  return c;
}

const OwnScript* own_script(int def) {
  const auto& v = by_def();
  return def >= 0 && def < static_cast<int>(v.size()) ? v[static_cast<size_t>(def)] : nullptr;
}

StepResult run_own_script(TcgState& g, Frame& f, EventLog* log) {
  const OwnScript* s = of(g, f);
  if (!s || !s->run) {
    report_violation("tcg: a card script frame without its script");
    g.stack.pop();
    return StepResult::Continue;
  }
  return s->run(g, f, log);
}

void legal_own_script(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  const OwnScript* s = of(g, f);
  if (s && s->legal) s->legal(g, f, seat, out);
}

void apply_own_script(TcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  const OwnScript* s = of(g, f);
  if (s && s->apply) s->apply(g, f, seat, a, log);
}

std::string prompt_own_script(const TcgState& g, const Frame& f, int seat) {
  const OwnScript* s = of(g, f);
  return s && s->prompt ? s->prompt(g, f, seat) : "";
}

std::string label_own_script(const TcgState& g, const Frame& f, Action a) {
  const OwnScript* s = of(g, f);
  return s && s->label ? s->label(g, f, a) : "";
}

bool valid_own_script(const TcgState& g, const Frame& f) {
  return g.valid_card(f.source) && own_script(g.cards[f.source].def) && f.seat >= 0 && f.seat < g.seats &&
         (f.v[0] == -1 || g.valid_card(f.v[0])) && f.step < kOwnScriptSteps;
}

}  // namespace sw::tcg
