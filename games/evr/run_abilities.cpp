// The one place that starts and triggers card abilities: an EvR-local
// interpreter of the AbilityDef data of the card files (effects.h). It runs
// an ability's verbs at once, or pushes its script's frame and runs it; the
// script then waits for a choice or ends. (To be replaced by sw/engine.h's
// ability frame, engine::push_ability / advance, once the engine carries a
// game with its own board: a change of this file only.)
#include <string>
#include "evr/scripts/helpers.h"

namespace sw {
namespace evr {

namespace {

// The seat an effect is about (2 seats: the opponent is the other one).
int effect_seat(Who who, int controller, const Event* trigger) {
  switch (who) {
    case Who::Opponent: return 1 - controller;
    case Who::EventSeat: return trigger ? trigger->seat : controller;
    default: return controller;
  }
}

// Runs one ability of card `ref` for `controller`; `source` is the resource
// card whose power it is (-1 for events and strategies: their scripts' frames
// carry no card).
// (Inlined into its two callers: it runs on every use of the Force.)
__attribute__((always_inline)) inline void run_ability(EvrState& s, const EvrAbility& a, int ref, int controller, int source, const Event* trigger,
                 EventLog* log) {
  if (a.when && trigger && !a.when(s, static_cast<CardId>(ref), *trigger)) return;
  if (a.condition && !a.condition(s, static_cast<CardId>(ref))) return;
  if (a.script) {
    ask(s, script_of_kind(a.script), controller, controller, source, 0);
    const EvrScript& d = script_def(script_of_kind(a.script));
    d.frame.run(s, s.stack.top(), log);
    return;
  }
  for (int i = 0; i < a.n_effects; ++i) {
    const Effect& x = a.effects[i];
    if (x.verb != Verb::Raise) continue;  // EvR's abilities raise EvR game events only
    Event e;
    e.kind = x.arg;
    e.seat = static_cast<int8_t>(effect_seat(x.who, controller, trigger));
    e.source = static_cast<CardId>(ref);
    e.amount = x.amount;
    resolve_game_event(s, e, log);
  }
}

const char* source_name(const Event& e) { return card_def(e.source).name; }

// What the phases ask of every card many times a round, read once from the
// abilities (a cache of the data, not more data).
struct Summary {
  uint32_t reacts[kNumCardRefs] = {};  // bit k: a forced reaction to game event kFirstGameEvent + k
  int8_t total_bonus[kNumStrategies] = {};
  bool deception[kNumStrategies] = {};
  uint64_t blocked[kNumEvents] = {};   // bit c: the event blocks card c's power
  Summary() {
    const EvrState any;  // blocks_powers filters look at the card only (effects.h)
    for (int e = 0; e < kNumEvents; ++e) {
      const EvrCard& d = *event_def(e).def;
      for (int i = 0; i < d.n_abilities; ++i) {
        const EvrAbility& a = d.abilities[i];
        if (a.kind != AbilityKind::Constant || a.stat != stats::kPowerBlocked || !a.target_ok) continue;
        for (int c = 0; c < kNumResourceCards; ++c)
          if (a.target_ok(any, static_cast<CardId>(event_ref(e)), static_cast<CardId>(c))) blocked[e] |= uint64_t{1} << c;
      }
    }
    for (int ref = 0; ref < kNumCardRefs; ++ref) {
      const EvrCard& d = card_def(ref);
      for (int i = 0; i < d.n_abilities; ++i)
        if (d.abilities[i].kind == AbilityKind::ForcedReaction && d.abilities[i].on >= ev::kFirstGameEvent)
          reacts[ref] |= 1u << (d.abilities[i].on - ev::kFirstGameEvent);
    }
    for (int k = 0; k < kNumStrategies; ++k) {
      total_bonus[k] = static_cast<int8_t>(constant_stat(strategy_ref(k), stats::kTotalBonus));
      deception[k] = has_keyword(strategy_ref(k), kw::kDeception);
    }
  }
};
const Summary& summary() {
  static const Summary s;
  return s;
}
bool reacts(int ref, uint8_t kind) { return (summary().reacts[ref] >> (kind - ev::kFirstGameEvent)) & 1u; }

}  // namespace

void use_card_power(EvrState& s, int seat, int card, EventLog* log) {
  const EvrCard& d = *resource_def(card).def;
  for (int i = 0; i < d.n_abilities; ++i)
    if (d.abilities[i].kind == AbilityKind::Activated) run_ability(s, d.abilities[i], card, seat, card, nullptr, log);
}

void trigger(EvrState& s, int ref, uint8_t kind, int seat, int amount, EventLog* log) {
  if (!reacts(ref, kind)) return;
  Event e;
  e.kind = kind;
  e.seat = static_cast<int8_t>(seat);
  e.source = static_cast<CardId>(ref);
  e.amount = static_cast<int16_t>(amount);
  const EvrCard& d = card_def(ref);
  for (int i = 0; i < d.n_abilities; ++i) {
    const EvrAbility& a = d.abilities[i];
    if (a.kind == AbilityKind::ForcedReaction && a.on == kind) run_ability(s, a, ref, seat, -1, &e, log);
  }
}

void resolve_game_event(EvrState& s, const Event& e, EventLog* log) {
  const int seat = e.seat;
  switch (e.kind) {
    case evt::kLoseInfluence: return lose_influence(s, seat, e.amount, log);
    case evt::kGainInfluence: return gain_influence(s, seat, e.amount, log, source_name(e));
    case evt::kNextStrategyAtRandom:  // told by the winner
      s.p[seat].next_random = true;
      if (log) log->add("event_effect", 1 - seat, seat_name(s, seat) + "'s strategy card will be chosen at random next round.");
      return;
    case evt::kNextRevealsFirst:  // told by the winner
      s.p[seat].next_reveal_first = true;
      if (log)
        log->add("event_effect", 1 - seat, seat_name(s, seat) + " must choose and reveal a strategy card first next round.");
      return;
    case evt::kNextChosenByOpponent:  // the opponent's strategy did it
      s.p[seat].next_by_opponent = true;
      if (log)
        log->add("infiltration", 1 - seat, seat_name(s, 1 - seat) + " will choose " + seat_name(s, seat) +
                                               "'s strategy card next round (" + source_name(e) + ").");
      return;
    case evt::kTakeBackStrategies:
      for (auto& st : s.p[seat].strat)
        if (st == StratStatus::Used || st == StratStatus::Discarded) st = StratStatus::Unused;
      if (log) log->add("strategies_back", seat, seat_name(s, seat) + " takes back their used strategy cards.");
      return;
    default: return;
  }
}

// The engine's hook: an EvR game event raised through the engine.
void EvrState::resolve_game_event(Event& e, EventLog* log) {
  evr::resolve_game_event(*this, e, log);
  e.resolved = true;
}

int constant_stat(int ref, uint8_t st) {
  const EvrCard& d = card_def(ref);
  int n = 0;
  for (int i = 0; i < d.n_abilities; ++i)
    if (d.abilities[i].kind == AbilityKind::Constant && d.abilities[i].stat == st) n += d.abilities[i].amount;
  return n;
}

bool has_keyword(int ref, uint8_t k) {
  const EvrCard& d = card_def(ref);
  for (int i = 0; i < d.n_abilities; ++i)
    if (d.abilities[i].kind == AbilityKind::Keyword && d.abilities[i].keyword == k) return true;
  return false;
}

// --- the Dominance phase's questions ---

int strategy_total_bonus(int strategy) {
  return strategy >= 0 && strategy < kNumStrategies ? summary().total_bonus[strategy] : 0;
}
bool strategy_swaps_winner(int strategy) { return strategy >= 0 && strategy < kNumStrategies && summary().deception[strategy]; }
bool strategies_cancel_each_other(int a, int b) {
  return strategy_swaps_winner(a) && strategy_swaps_winner(b);  // both Deception (EVR-DOM-5)
}

void strategy_on_reveal(EvrState& s, int seat, EventLog* log) {
  const int k = s.p[seat].chosen;
  if (k >= 0 && reacts(strategy_ref(k), evt::kStrategyRevealed)) trigger(s, strategy_ref(k), evt::kStrategyRevealed, seat, 0, log);
}

void strategy_after_winner(EvrState& s, int seat, int winner, EventLog* log) {
  const int k = s.p[seat].chosen;
  if (k >= 0 && reacts(strategy_ref(k), evt::kWinnerKnown)) trigger(s, strategy_ref(k), evt::kWinnerKnown, seat, winner, log);
}

void event_effect(EvrState& s, int event, int winner, EventLog* log) {
  if (reacts(event_ref(event), evt::kEventWon)) trigger(s, event_ref(event), evt::kEventWon, winner, 0, log);
}

// Ongoing events (OQ-EVR-04): the round's event's constant abilities that
// block powers, with their filters (read once into the summary).
bool EvrState::power_blocked(int card) const {
  return event >= 0 && ((summary().blocked[event] >> card) & 1u);
}

}  // namespace evr
}  // namespace sw
