// Entry points of the strategy cards (strategies/*.cpp) and event effects
// (events/*.cpp) into the Dominance phase, and of the card powers
// (powers/*.cpp) into the Struggle phase.
#pragma once
#include <string>
#include <vector>
#include "evr/state.h"

namespace sw {
namespace evr {

// --- strategy cards (EVR-DOM-2..5) ---
int strategy_total_bonus(int strategy);          // Direct Assault
bool strategy_swaps_winner(int strategy);        // Deception
bool strategies_cancel_each_other(int a, int b);  // two Deceptions (EVR-DOM-5)
// "When revealed" effects that run before the winner is determined; may
// leave a choice pending (Support).
void strategy_on_reveal(EvrState& s, int seat, EventLog* log);
// Effects that depend on the winner (Bureaucracy, Infiltration).
void strategy_after_winner(EvrState& s, int seat, int winner, EventLog* log);

// --- event effects (EVR-DOM-11) ---
// Runs the won event's effect; may leave a choice pending.
void event_effect(EvrState& s, int event, int winner, EventLog* log);

// --- card powers (EVR-STRUGGLE-5/6) ---
struct PowerDef {
  // The card's power text (our wording); null for strategy and event effects.
  const char* text;
  // Resolves the power of `source` for `owner`, or pushes a frame asking for a choice (ask).
  void (*start)(EvrState& s, int owner, int source, EventLog* log);
  // The legal answers to the pending choice, ascending.
  void (*options)(const EvrState& s, std::vector<Action>& out);
  // Applies one answer; leaves the next choice pending or finishes.
  void (*choose)(EvrState& s, Action a, EventLog* log);
  // The question, for the deciding seat.
  std::string (*prompt)(const EvrState& s);
  // Cards the deciding seat looks at while choosing (may be null).
  void (*peek)(const EvrState& s, std::vector<int>& cards);
  // The label of answer `a` when the power words it its own way; null (or a
  // null result) keeps the default label of the verb.
  const char* (*label)(const EvrState& s, Action a) = nullptr;
  // Events the deciding seat looks at (top of the event deck), in order; the
  // view shows them and determinisation leaves the event deck alone.
  void (*peek_events)(const EvrState& s, std::vector<int>& events) = nullptr;
  // Whether the pending scratch values could have arisen (save validation);
  // null: any values in range.
  bool (*valid)(const EvrState& s) = nullptr;
  // The card a yes/no answer is about (Leia's character, Jabba's top card),
  // or -1; the answers then carry it as "card" (docs/api.md). May be null.
  int (*subject)(const EvrState& s) = nullptr;
};
const PowerDef& power_def(PowerId id);  // total: no entry holds a null function
bool power_asks(PowerId id);             // false for powers that resolve at once
// Why the pending choice of `s` could not arise in a game (bad power, step,
// seat, source or phase for it), or "" when it could. For loaded states.
std::string check_pending(const EvrState& s);

// Helpers for power files.
// Pushes the power's frame: `seat` decides at `step` (state.h: kMaxNesting).
void ask(EvrState& s, PowerId power, int seat, int owner, int source, int step);
void finish_power(EvrState& s, EventLog* log);  // pops the choice, resumes the frame below

}  // namespace evr
}  // namespace sw
