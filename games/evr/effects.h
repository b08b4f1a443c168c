// Entry points of the card abilities into the phases, and what EvR's card
// abilities are made of: the game events they trigger on or
// raise, the stats and keywords of constant abilities, and the scripts (the
// escape hatch of sw/abilities.h: a frame kind that resolves the ability).
// run_abilities.cpp is the one place that starts and triggers abilities;
// every card's abilities are data in the card's own file.
#pragma once
#include <string>
#include <vector>
#include "evr/state.h"
#include "sw/engine.h"

namespace sw {
namespace evr {

// --- EvR game events (sw::Event kinds from ev::kFirstGameEvent) ---
// `seat` is whom the event is about; `source` the ref of the card whose
// ability raised it (cards.h); `amount` as said.
namespace evt {
constexpr uint8_t kEventWon = ev::kFirstGameEvent + 0;         // seat won this round's event (EVR-DOM-11)
constexpr uint8_t kStrategyRevealed = ev::kFirstGameEvent + 1; // seat's strategy is revealed and active (EVR-DOM-3)
constexpr uint8_t kWinnerKnown = ev::kFirstGameEvent + 2;      // seat's strategy sees the winner: amount = winner seat or -1
constexpr uint8_t kLoseInfluence = ev::kFirstGameEvent + 3;    // seat discards `amount` influence (EVR-FAQ-12)
constexpr uint8_t kGainInfluence = ev::kFirstGameEvent + 4;    // seat takes `amount` influence
constexpr uint8_t kNextStrategyAtRandom = ev::kFirstGameEvent + 5;   // seat's next strategy is chosen at random
constexpr uint8_t kNextRevealsFirst = ev::kFirstGameEvent + 6;       // seat chooses and reveals first next round
constexpr uint8_t kNextChosenByOpponent = ev::kFirstGameEvent + 7;   // the opponent chooses seat's next strategy
constexpr uint8_t kTakeBackStrategies = ev::kFirstGameEvent + 8;     // seat takes back used strategy cards
constexpr int kNumGameEvents = 9;
}  // namespace evt

// --- stats and keywords of constant abilities ---
namespace stats {
constexpr uint8_t kTotalBonus = 0;    // + amount to the owner's total when the winner is determined (EVR-DOM-6)
constexpr uint8_t kPowerBlocked = 1;  // while this event is the round's event, the powers of the cards its
                                      // filter (target_ok) accepts have no effect (OQ-EVR-04)
}  // namespace stats
namespace kw {
constexpr uint8_t kDeception = 1;  // swaps the winner if neither total is over; two cancel (EVR-DOM-5)
}  // namespace kw

// A constant ability of an event: while it is the round's event, the powers
// of the cards `blocked` accepts have no effect. The filter looks at the card
// only (run_abilities.cpp reads it once per card).
constexpr EvrAbility blocks_powers(bool (*blocked)(const EvrState&, CardId self, CardId card)) {
  EvrAbility a = EvrAbility::constant(stats::kPowerBlocked, 1, Whose::Any);
  a.target_ok = blocked;
  return a;
}

// --- scripts ---
// The frame kind's row (sw::FrameKindDef: run / legal / apply / prompt /
// peek / label / valid, on the top frame, seen through s.choice()) plus
// EvR's own hooks. `run` starts the script on its freshly pushed frame: it
// resolves at once (pops the frame with done() / no_effect() and returns
// Continue) or returns Wait for a choice. `apply` ends with finish_power()
// when it is done. `label` words an answer its own way ("" = the verb's
// label); `valid` says whether the pending scratch values could have arisen
// (save validation; null: one step, decided by the owner). The engine's
// table (game_frames, flow.cpp) holds these rows with a `run` that waits:
// a script's frame on top always waits for its choice.
struct EvrScript {
  FrameKindDef<EvrState> frame;
  // Events the deciding seat looks at (top of the event deck), in order; the
  // view shows them and determinisation leaves the event deck alone.
  void (*peek_events)(const EvrState& s, std::vector<int>& events) = nullptr;
  // The card a yes/no answer is about (Leia's character, Jabba's top card),
  // or -1; the answers then carry it as "card" (docs/api.md). May be null.
  int (*subject)(const EvrState& s) = nullptr;
  // A script that resolves at once may hand over to another script (its
  // follow-up choice, e.g. NewStrategy); registry_test checks those.
  PowerId follow_up = PowerId::None;
};
// The script for `id` (a script with no frame functions when the number is
// kept only for old saves); never null.
extern const EvrScript* const kScriptTable[];  // indexed by PowerId (script_table.cpp)
inline const EvrScript& script_def(PowerId id) {
  return *kScriptTable[id < PowerId::Count ? static_cast<int>(id) : 0];
}
// Whether the script can wait for a choice (has legal/apply/prompt).
bool power_asks(PowerId id);
// Whether `card` has an ability scripted with `id` (a card's own power).
bool card_has_script(int card, PowerId id);
// Whether some resource card's ability runs script `id`.
bool is_card_power_script(PowerId id);

// --- the interpreter (run_abilities.cpp) ---
// The power of resource card `card` used by `seat` (the Force action,
// EVR-STRUGGLE-5/6; the card is already exhausted and its power not blocked):
// pushes its ability frame (the driver runs it after the caller returns).
void use_card_power(EvrState& s, int seat, int card, EventLog* log);
// At EvR game event `kind` about `seat` (the round's event, a strategy
// `ref`): pushes the ability frames of that card's forced reactions to it
// (the driver runs them after the caller returns, the first on top).
void trigger(EvrState& s, int ref, uint8_t kind, int seat, int amount, EventLog* log);
// Resolves an EvR game event (a Verb::Raise of an ability).
void resolve_game_event(EvrState& s, const Event& e, EventLog* log);
// The name of the card whose ability raises EvR game event `kind` ("" when
// none): the Planning rules that a next-round flag switches on name their
// cause with it (Infiltration, Locate the Rebel Base).
const char* raiser_name(uint8_t kind);
// The sum of stat `st` of the constant abilities of card `ref`.
int constant_stat(int ref, uint8_t st);
bool has_keyword(int ref, uint8_t kw);

// The waiting script's frame functions and hooks, for the deciding seat
// (precondition: s.choosing()); safe on any script number.
inline void choice_options(const EvrState& s, int seat, std::vector<Action>& out) {
  const FrameKindDef<EvrState>& f = script_def(script_of_kind(s.stack.top().kind)).frame;
  if (f.legal) f.legal(s, s.stack.top(), seat, out);
}
inline void choice_apply(EvrState& s, int seat, Action a, EventLog* log) {
  const FrameKindDef<EvrState>& f = script_def(script_of_kind(s.stack.top().kind)).frame;
  if (f.apply) f.apply(s, s.stack.top(), seat, a, log);
}
std::string choice_prompt(const EvrState& s, int seat);
void choice_peek(const EvrState& s, int seat, std::vector<CardId>& cards);
std::string choice_label(const EvrState& s, Action a);  // "": the verb's own label
int choice_subject(const EvrState& s);                  // -1: none
bool choice_peeks_events(const EvrState& s);
void choice_peek_events(const EvrState& s, std::vector<int>& events);

// Why the pending choice of `s` could not arise in a game (bad script, step,
// seat, source or phase for it), or "" when it could. For loaded states.
std::string check_pending(const EvrState& s);

// --- the Dominance phase's questions (flow.cpp), answered from the data ---
int strategy_total_bonus(int strategy);           // Direct Assault
bool strategy_swaps_winner(int strategy);         // Deception
bool strategies_cancel_each_other(int a, int b);  // two Deceptions (EVR-DOM-5)
// "When revealed" effects that run before the winner is determined; may
// leave a choice pending (Support).
void strategy_on_reveal(EvrState& s, int seat, EventLog* log);
// Effects that depend on the winner (Bureaucracy, Infiltration).
void strategy_after_winner(EvrState& s, int seat, int winner, EventLog* log);
// The won event's effect (EVR-DOM-11); may leave a choice pending.
void event_effect(EvrState& s, int event, int winner, EventLog* log);

// --- helpers for scripts ---
// Pushes the frame of script `power`: `seat` decides at `step` (state.h: kMaxNesting).
void ask(EvrState& s, PowerId power, int seat, int owner, int source, int step);
void finish_power(EvrState& s, EventLog* log);  // pops the choice, resumes the frame below
// `run` ends at once: pops its frame (no after_pending: the caller goes on).
StepResult done(EvrState& s);
// Logs "<card> has no effect: why." and ends at once.
StepResult no_effect(EvrState& s, EventLog* log, const char* why);

}  // namespace evr
}  // namespace sw
