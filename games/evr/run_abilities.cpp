// The one place that starts and triggers card abilities: it pushes the
// ability frames of the engine (sw/engine.h: engine::push_ability) for the
// AbilityDef data of the card files (effects.h). The engine's driver then
// runs an ability's verbs (Verb::Raise: an EvR game event through the
// engine's event frame, resolved by EvrState::resolve_game_event) or hands
// over to its script's frame (the script rows of flow.cpp's table).
#include <string>
#include "evr/scripts/helpers.h"

namespace sw {
namespace evr {

namespace {

const char* source_name(const Event& e) { return card_def(e.source).name; }

// What the phases ask of every card many times a round, read once from the
// abilities (a cache of the data, not more data).
struct Summary {
  uint32_t reacts[kNumCardRefs] = {};  // bit k: a forced reaction to game event kFirstGameEvent + k
  int8_t total_bonus[kNumStrategies] = {};
  bool deception[kNumStrategies] = {};
  uint64_t blocked[kNumEvents] = {};   // bit c: the event blocks card c's power
  const EvrCard* raised_by[evt::kNumGameEvents] = {};  // the card whose ability raises game event kFirstGameEvent + k
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
      for (int i = 0; i < d.n_abilities; ++i)
        for (int x = 0; x < d.abilities[i].n_effects; ++x) {
          const Effect& e = d.abilities[i].effects[x];
          int k = e.arg - ev::kFirstGameEvent;
          if (e.verb == Verb::Raise && k >= 0 && k < evt::kNumGameEvents && !raised_by[k]) raised_by[k] = &d;
        }
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

void use_card_power(EvrState& s, int seat, int card, EventLog*) {
  const EvrCard& d = *resource_def(card).def;
  // Pushed last first: the first ability resolves first.
  for (int i = d.n_abilities - 1; i >= 0; --i) {
    const EvrAbility& a = d.abilities[i];
    if (a.kind != AbilityKind::Activated || (a.condition && !a.condition(s, static_cast<CardId>(card)))) continue;
    engine::push_ability(s, static_cast<CardId>(card), i, seat, -1);
  }
}

void trigger(EvrState& s, int ref, uint8_t kind, int seat, int amount, EventLog*) {
  if (!reacts(ref, kind)) return;
  // The fixed point of the rules that starts these reactions (EVR-DOM-3,
  // EVR-DOM-11) is the event itself: it opens no window (EvR's rules have
  // none), so it is not raised; its facts only pick the abilities (`when`).
  Event e;
  e.kind = kind;
  e.seat = static_cast<int8_t>(seat);
  e.source = static_cast<CardId>(ref);
  e.amount = static_cast<int16_t>(amount);
  const EvrCard& d = card_def(ref);
  for (int i = d.n_abilities - 1; i >= 0; --i) {  // the first resolves first
    const EvrAbility& a = d.abilities[i];
    if (a.kind != AbilityKind::ForcedReaction || a.on != kind) continue;
    if (a.when && !a.when(s, static_cast<CardId>(ref), e)) continue;
    if (a.condition && !a.condition(s, static_cast<CardId>(ref))) continue;
    engine::push_ability(s, static_cast<CardId>(ref), i, seat, -1);
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
      if (log)  // the log type is the key of the card that did it
        log->add(card_def(e.source).key, 1 - seat, seat_name(s, 1 - seat) + " will choose " + seat_name(s, seat) +
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

const char* raiser_name(uint8_t kind) {
  int k = kind - ev::kFirstGameEvent;
  const EvrCard* d = k >= 0 && k < evt::kNumGameEvents ? summary().raised_by[k] : nullptr;
  return d ? d->name : "";
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
