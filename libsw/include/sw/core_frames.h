// The core frame kinds at work: an event through its windows, a priority
// window, the order of simultaneous forced triggers, an ability resolving
// (target, costs, initiation, effects).
// Part of the engine (sw/engine.h gives the overview); read in the order
// sw/engine.h includes these headers.
#pragma once
#include "sw/resolve_events.h"

namespace sw {
namespace engine {

// -------------------------------------------------------- core frame runs --

template <class G>
StepResult run_event_step(G& g, Frame& f, EventLog* log) {
  const int slot = f.v[0];
  Event* e = event_at(g, slot);
  if (!e) {
    report_violation("engine: event frame without its event");
    g.stack.pop();
    return StepResult::Continue;
  }
  switch (f.step) {
    case 0:  // forced interrupts (LCG-ABIL-9, OQ-26: before optional ones)
      if (!answerable_now(g, e->kind, kBeforeKinds)) {  // nothing in hand or play has an interrupt to it
        f.step = 2;
        return StepResult::Continue;
      }
      f.step = 1;
      collect_forced(g, AbilityKind::ForcedInterrupt, slot);
      return StepResult::Continue;
    case 1:  // interrupt window (LCG-ABIL-7)
      f.step = 2;
      if (!e->cancelled) open_window(g, kind_bit(AbilityKind::Interrupt), slot, 0, g.active);
      return StepResult::Continue;
    case 2: {  // resolution
      f.step = 3;
      if (e->cancelled) {
        f.step = 5;
        if (log) log_text(g, log, "cancelled", e->seat, "The effect is cancelled.");
        return StepResult::Continue;
      }
      if constexpr (has_before_resolve<G>::value) g.before_resolve(*e, log);
      bool child = e->kind >= ev::kFirstGameEvent ? false : resolve_core_event(g, *e, log);
      if (e->kind >= ev::kFirstGameEvent) g.resolve_game_event(*e, log);
      if (Event* e2 = event_at(g, slot)) g.after_event(*e2, log);
      if (g.stack.empty()) return StepResult::Continue;  // the game ended
      f.v[1] = child ? 1 : 0;
      return StepResult::Continue;
    }
    case 3:  // forced reactions
      if (f.v[1]) {
        f.v[1] = 0;
        consume(g);
      }
      if (!answerable_now(g, e->kind, kAfterKinds)) {  // nothing in hand or play has a reaction to it
        g.stack.pop();
        return StepResult::Continue;
      }
      f.step = 4;
      collect_forced(g, AbilityKind::ForcedReaction, slot);
      return StepResult::Continue;
    case 4:  // reaction window (LCG-ABIL-8)
      f.step = 5;
      open_window(g, kind_bit(AbilityKind::Reaction), slot, 0, g.active);
      return StepResult::Continue;
    default:  // done: the raiser consumes the event
      g.stack.pop();
      return StepResult::Continue;
  }
}

// Runs an event frame's steps while it stays on top (exactly what advance
// would do, without going round the driver loop for each step).
template <class G>
StepResult run_event(G& g, Frame& f, EventLog* log) {
  const int depth = g.stack.depth();
  for (;;) {
    StepResult r = run_event_step(g, f, log);
    if (r != StepResult::Continue || g.stack.depth() != depth || g.stack.top().kind != kFrameEvent) return r;
  }
}

template <class G>
StepResult run_window(G& g, Frame& f, EventLog*) {
  if (f.v[1] >= g.seats || (f.v[0] >= 0 && !event_at(g, f.v[0]))) {
    g.stack.pop();
    return StepResult::Continue;
  }
  if (work_out_window(g, f.seat, static_cast<uint32_t>(f.v[2]), f.v[0], f.v[3], [](auto&&) {}))
    return StepResult::Wait;
  ++f.v[1];  // nothing eligible: passes without a prompt
  f.seat = static_cast<int8_t>(g.next_seat(f.seat));
  return StepResult::Continue;
}

template <class G>
StepResult run_order(G& g, Frame& f, EventLog*) {
  int left = g.pending.size() - f.v[0];
  if (left <= 0) {
    g.stack.pop();
    return StepResult::Continue;
  }
  int pick = g.pending.size() - 1;  // the only one left, or the chooser's only one
  if constexpr (has_trigger_chooser<G>::value) {
    const int seat = g.trigger_chooser(f.v[0]);
    int own = 0;
    for (int i = f.v[0]; i < g.pending.size(); ++i)
      if (g.controller_of(g.pending[i].card) == seat) ++own, pick = i;
    if (own >= 2) {
      f.seat = static_cast<int8_t>(seat);
      return StepResult::Wait;
    }
  } else if (left >= 2) {
    return StepResult::Wait;
  }
  PendingTrigger t = g.pending[pick];
  g.pending.erase_at(pick);
  mark_use(g, t.card, t.ability, t.event);
  push_ability(g, t.card, t.ability, g.controller_of(t.card), t.event);
  return StepResult::Continue;
}

// Resolves who/which card an effect names.
template <class G>
CardId effect_card(const G& g, const Frame& f, Who w) {
  const Event* e = event_at(g, f.v[1]);
  switch (w) {
    case Who::Self: return f.source;
    case Who::Target: return f.v[0] >= 0 ? static_cast<CardId>(f.v[0]) : kNoCard;
    case Who::EventSource: return e ? e->source : kNoCard;
    case Who::EventTarget: return e ? e->target : kNoCard;
    default: return kNoCard;
  }
}
template <class G>
int effect_seat(const G& g, const Frame& f, Who w) {
  const Event* e = event_at(g, f.v[1]);
  switch (w) {
    case Who::EventSeat: return e ? e->seat : f.seat;
    case Who::Opponent: return g.next_seat(f.seat);
    default: return f.seat;
  }
}

// Runs one effect of an ability. Returns true when it raised an event (the
// frame consumes it next time), else sets `ok` to whether it resolved.
template <class G>
bool run_effect(G& g, Frame& f, const Effect& x, bool& ok) {
  static constexpr uint8_t kEventOf[] = {ev::kNone, ev::kDamage, ev::kDraw,  ev::kMill, ev::kDestroy,
                                         ev::kExhaust, ev::kReady, ev::kFocus, ev::kHeal, ev::kCapture};
  ok = false;
  switch (x.verb) {
    case Verb::Cancel:
    case Verb::Modify: {
      Event* e = event_at(g, f.v[1]);
      if (!e || e->cancelled) return false;
      if (x.verb == Verb::Cancel) e->cancelled = true;
      else e->amount = static_cast<int16_t>(std::max(0, e->amount + x.amount));
      ok = true;
      return false;
    }
    case Verb::Lasting: {
      CardId t = effect_card(g, f, x.who);
      if (!g.in_play(t)) return false;
      g.add_lasting(Lasting{f.source, t, x.arg, x.until, x.amount});
      ok = true;
      return false;
    }
    case Verb::None:
    case Verb::Count:
      return false;
    default:
      break;
  }
  Event e;
  e.seat = static_cast<int8_t>(effect_seat(g, f, x.who));
  e.source = f.source;
  e.amount = x.amount;
  if (x.verb == Verb::Raise) {
    e.kind = x.arg;
    e.target = effect_card(g, f, x.who);
  } else {
    e.kind = kEventOf[static_cast<int>(x.verb)];
    if (x.verb != Verb::Draw && x.verb != Verb::Mill) e.target = effect_card(g, f, x.who);
    if (x.verb == Verb::Capture) e.source = f.source;
  }
  return raise(g, e);
}

template <class G>
StepResult run_ability(G& g, Frame& f, EventLog* log) {
  if (!is_card(g, f.source) || f.ability < 0) {
    report_violation("engine: ability frame without its card");
    g.stack.pop();
    return StepResult::Continue;
  }
  const AbilityDef<G>& a = ability_of(g, f.source, f.ability);
  // Steps follow on in this one call while nothing is pushed (the driver
  // would run this same frame again at once); a push or pop returns to it.
  switch (f.step) {
    case 0:  // target (LCG-TERMS-12: no legal target, no resolution)
      if (a.target != TargetZone::None && f.v[0] < 0) {
        if (!has_target(g, f.source, a)) {
          g.stack.pop();
          return StepResult::Continue;
        }
        return StepResult::Wait;
      }
      f.step = 1;
      [[fallthrough]];
    case 1: {  // costs, then initiation (an event interrupts can cancel)
      if (a.pay_kind && !(f.v[3] & 4)) {  // the game's own cost first, by its frame (bit 2: paid)
        f.v[3] |= 4;
        Frame p;
        p.kind = a.pay_kind;
        p.seat = f.seat;
        p.source = f.source;
        p.ability = f.ability;
        p.v[0] = a.pay;
        if (g.stack.push(p)) return StepResult::Continue;
      }
      f.v[3] &= ~4;
      if (a.exhaust_self) g.pay_exhaust(f.source);
      if (a.from_hand) g.pay_from_hand(f.source);  // LCG-ABIL-3
      if (log) {
        if constexpr (has_log_ability<G>::value) {
          g.log_ability(f, *log);
        } else {
          log_text(g, log, "ability", f.seat,
                   g.card_label(f.source) + ": " + (a.text[0] ? a.text : "ability") +
                       (f.v[0] >= 0 ? " (target: " + g.card_label(static_cast<CardId>(f.v[0])) + ")" : ""));
        }
      }
      // The initiation is an event (kUse) only when some card could answer
      // it (the trigger index); otherwise the effects start at once.
      f.step = a.forced() || !answerable<G>(ev::kUse) ? 3 : 2;
      if (f.step == 2) {
        Event e;
        e.kind = ev::kUse;
        e.seat = f.seat;
        e.source = f.source;
        e.ability = f.ability;
        e.target = f.v[0] >= 0 ? static_cast<CardId>(f.v[0]) : kNoCard;
        if (raise(g, e)) return StepResult::Continue;
        f.step = 3;
      }
      break;  // on to the effects
    }
    case 2: {  // the initiation resolved or was cancelled
      Event e = consume(g);
      if (e.cancelled) {
        g.stack.pop();
        return StepResult::Continue;
      }
      f.step = 3;
      if (a.script) {  // escape hatch: the card's own frame replaces this one (in place)
        f.kind = a.script;
        f.step = 0;
        f.v[2] = f.v[3] = 0;
        return StepResult::Continue;
      }
      break;
    }
    default:
      break;
  }
  // Effects, one at a time; "then" only if all before resolved.
  for (;;) {
    if (f.v[3] & 2) {
      f.v[3] &= ~2;
      if (!consume(g).resolved) f.v[3] |= 1;
    }
    if (a.script && f.v[2] == 0) {  // a forced ability with a script: its frame replaces this one (in place)
      f.kind = a.script;
      f.step = 0;
      return StepResult::Continue;
    }
    int i = f.v[2];
    if (i >= a.n_effects || (i >= a.then_from && (f.v[3] & 1))) {
      g.stack.pop();
      return StepResult::Continue;
    }
    ++f.v[2];
    bool ok = false;
    if (run_effect(g, f, a.effects[i], ok)) {
      f.v[3] |= 2;  // it raised an event: its frame runs, then this one consumes it
      return StepResult::Continue;
    }
    if (!ok) f.v[3] |= 1;
  }
}

}  // namespace engine
}  // namespace sw
