// Shared by the Battle cards that say "choose an arena": an own script
// (own_script.h) in which the card's player picks an arena (arena.<i>: 0
// Space, 1 Ground, 2 Character) among those `Allowed` accepts, then `Apply`
// carries out the card on it. Also the helper that gives every unit of a side
// in an arena a lasting modifier: an arena-wide effect is on the units there
// when the card resolves (a unit that arrives later does not get it).
#pragma once
#include <string>
#include "tcg/own_script.h"

namespace sw::tcg {

// +amount to stat `stat` until `until` for each unit in `arena` of `seat`
// (-1: both sides), from `source`.
inline void lasting_in_arena(TcgState& g, CardId source, int seat, CardType arena, uint8_t stat, int amount, Scope until) {
  for (int s = 0; s < g.seats; ++s) {
    if (seat >= 0 && s != seat) continue;
    for (CardId u : g.units_in(s, arena)) g.add_lasting(Lasting{source, u, stat, until, static_cast<int16_t>(amount)});
  }
}

inline bool any_arena(const TcgState&, const Frame&, int) { return true; }

template <bool (*Allowed)(const TcgState&, const Frame&, int arena), void (*Apply)(TcgState&, Frame&, CardType arena, EventLog*)>
struct ChooseArena {
  static StepResult run(TcgState& g, Frame& f, EventLog*) {
    for (int a = 0; a < kNumArenas; ++a)
      if (Allowed(g, f, a)) return StepResult::Wait;
    g.stack.pop();  // no arena it may choose
    return StepResult::Continue;
  }
  static void legal(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
    if (seat != f.seat) return;
    for (int a = 0; a < kNumArenas; ++a)
      if (Allowed(g, f, a)) out.push_back(make_action(vb::kArena, kNoCard, a));
  }
  static void apply(TcgState& g, Frame& f, int seat, Action a, EventLog* log) {
    const CardType arena = kArenas[arg_of(a)];
    TCG_LOG(g, log, "arena", seat, g.card_label(f.source) + ": the " + type_name(arena) + " arena.");
    Apply(g, f, arena, log);
    if (!g.stack.empty() && &g.stack.top() == &f && f.kind == fk::kOwnScript && f.step == 0) g.stack.pop();
  }
  static std::string prompt(const TcgState& g, const Frame& f, int seat) {
    return seat == f.seat && f.step == 0 ? g.card_label(f.source) + ": choose an arena." : "";
  }
  static std::string label(const TcgState&, const Frame&, Action a) {
    return verb_of(a) == vb::kArena && arg_of(a) < kNumArenas ? std::string("The ") + type_name(kArenas[arg_of(a)]) + " arena" : "";
  }
  static constexpr OwnScript script() { return OwnScript{run, legal, apply, prompt, label}; }
};

}  // namespace sw::tcg
