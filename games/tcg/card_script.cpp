// The registry of card scripts and the frame kind that runs them (card_script.h).
#include "tcg/card_script.h"
#include <cstring>
#include <utility>

namespace sw::tcg {

namespace {

std::vector<std::pair<std::string, CardScript>>& registered() {
  static std::vector<std::pair<std::string, CardScript>> r;
  return r;
}

const std::vector<const CardScript*>& by_def() {
  static const std::vector<const CardScript*> v = [] {
    const int n = TcgState::num_card_defs();  // builds the card table: every script is registered now
    std::vector<const CardScript*> out(static_cast<size_t>(n), nullptr);
    for (int d = 0; d < n; ++d)
      for (const auto& [key, s] : registered())
        if (key == TcgState::card_def(d).key) out[static_cast<size_t>(d)] = &s;
    return out;
  }();
  return v;
}

const CardScript* of(const TcgState& g, const Frame& f) {
  return g.valid_card(f.source) ? card_script(g.cards[f.source].def) : nullptr;
}

}  // namespace

Card with_script(Card c, const CardScript& s) {
  registered().emplace_back(c.key, s);
  return c;
}

const CardScript* card_script(int def) {
  const auto& v = by_def();
  return def >= 0 && def < static_cast<int>(v.size()) ? v[static_cast<size_t>(def)] : nullptr;
}

StepResult run_card_script(TcgState& g, Frame& f, EventLog* log) {
  const CardScript* s = of(g, f);
  if (!s || !s->run) {
    report_violation("tcg: a card script frame without its script");
    g.stack.pop();
    return StepResult::Continue;
  }
  return s->run(g, f, log);
}

void legal_card_script(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  const CardScript* s = of(g, f);
  if (s && s->legal) s->legal(g, f, seat, out);
}

void apply_card_script(TcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  const CardScript* s = of(g, f);
  if (s && s->apply) s->apply(g, f, seat, a, log);
}

std::string prompt_card_script(const TcgState& g, const Frame& f, int seat) {
  const CardScript* s = of(g, f);
  return s && s->prompt ? s->prompt(g, f, seat) : "";
}

std::string label_card_script(const TcgState& g, const Frame& f, Action a) {
  const CardScript* s = of(g, f);
  return s && s->label ? s->label(g, f, a) : "";
}

bool valid_card_script(const TcgState& g, const Frame& f) {
  return g.valid_card(f.source) && card_script(g.cards[f.source].def) && f.seat >= 0 && f.seat < g.seats &&
         (f.v[0] == -1 || g.valid_card(f.v[0]));
}

}  // namespace sw::tcg
