// Limits, who may use what now, raising and consuming events, opening
// priority windows and collecting forced triggers.
// Part of the engine (sw/engine.h gives the overview); read in the order
// sw/engine.h includes these headers.
#pragma once
#include "sw/card_queries.h"

namespace sw {
namespace engine {

// The period a limit of scope `s` counts in; per-event limits count in the
// triggering event (its serial).
template <class G>
uint32_t period_for(const G& g, Scope s, int slot) {
  if (s == Scope::Event) {
    const Event* e = event_at(g, slot);
    return e ? e->serial : 0;
  }
  return g.current(s);
}

// Is card `c` in `seat`'s own discard pile (AbilityDef::from_discard)? A
// Core board's zone; never on a game's own board.
template <class G>
bool in_own_discard(const G& g, CardId c, int seat) {
  if constexpr (has_core_board<G>::value) {
    return g.valid_card(c) && g.card(c).zone == zone::kDiscard && g.card(c).owner == seat;
  } else {
    (void)g, (void)c, (void)seat;
    return false;
  }
}

// Is card `c` in zone `z` of `seat`'s, under its control (AbilityDef::
// also_in)? A Core board's zone; never on a game's own board.
template <class G>
bool in_also_zone(const G& g, CardId c, int seat, uint8_t z) {
  if constexpr (has_core_board<G>::value) {
    return z < 32 && g.valid_card(c) && g.card(c).zone == z && g.area_of(c) == seat && g.controller_of(c) == seat;
  } else {
    (void)g, (void)c, (void)seat, (void)z;
    return false;
  }
}

// Can `seat` use ability `ai` of card `c` now, in a window for the event in
// `slot` (-1 = none) admitting kinds `mask` with timing tag `timing`?
template <class G>
bool usable(const G& g, CardId c, int ai, int seat, uint32_t mask, int slot, int timing) {
  const AbilityDef<G>& a = ability_of(g, c, ai);
  if (!(mask & kind_bit(a.kind)) || a.timing != timing) return false;
  if (a.from_hand) {
    if (!g.in_hand_of(c, seat)) return false;
  } else if (a.from_discard) {
    if (!a.triggered() || !in_own_discard(g, c, seat)) return false;
  } else if (!g.in_play(c) || g.controller_of(c) != seat) {
    if (!a.triggered() || !in_also_zone(g, c, seat, a.also_in)) return false;
  }
  if (a.exhaust_self && g.is_exhausted(c)) return false;  // the cheapest test first
  if (a.triggered()) {
    const Event* e = event_at(g, slot);
    if (!e || e->cancelled || !a.answers_kind(e->kind)) return false;
    // Reactions answer what happened: an event that changed nothing (0
    // damage, an empty deck) triggers none.
    if ((a.kind == AbilityKind::Reaction || a.kind == AbilityKind::ForcedReaction) && !e->resolved) return false;
    if (!whose_ok(g, c, e->target, a.event_target) || !whose_ok(g, c, e->source, a.event_source)) return false;
    if (a.when && !a.when(g, c, *e)) return false;
    if (g.uses_of(c, ai, Scope::Event, e->serial) > 0) return false;  // once per triggering event
  }
  if (a.condition && !a.condition(g, c)) return false;
  if (a.limit != Scope::None && g.uses_of(c, ai, a.limit, period_for(g, a.limit, slot)) >= a.max_uses) return false;
  if (!has_target(g, c, a)) return false;
  if constexpr (has_may_use<G>::value) {
    if (!g.may_use(c, ai, seat)) return false;  // the game's own costs and restrictions
  }
  return true;
}

// Could any card answer a window / collection admitting `mask` for the
// event in `slot`? False only when the card table rules it out (the trigger
// index): then no scan is needed.
template <class G>
bool may_answer(const G& g, uint32_t mask, int slot) {
  if (mask & ~kTriggeredKinds) return true;  // actions: not indexed by event
  const Event* e = event_at(g, slot);
  return e && (trigger_index<G>().on_event[e->kind] & mask);
}
// The event kind a scan admitting `mask` answers (a window or a collection
// of triggered abilities: only cards answering that kind need a look), or
// -1 when the scan admits actions (not indexed by event).
template <class G>
int answered_kind(const G& g, uint32_t mask, int slot) {
  if (mask & ~kTriggeredKinds) return -1;
  const Event* e = event_at(g, slot);
  return e ? e->kind : -1;
}

// Visits every card whose abilities `seat` might use, in no particular
// order: on the Core board the cards in its play area and hand (from_hand
// abilities need the owner's hand, the others the controller's play area),
// else every card.
template <class G, class F>
void for_seat_cards(const G& g, int seat, F&& f) {
  if constexpr (has_core_board<G>::value) {
    if (seat < 0 || seat >= G::Limits::kSeats) return;
    for (CardId c : g.zone_of(seat, zone::kPlay)) f(c);
    for (CardId c : g.zone_of(seat, zone::kHand)) f(c);
  } else {
    for (int c = 0; c < g.num_cards(); ++c) f(static_cast<CardId>(c));
  }
}

// Could a triggered ability usable from a discard pile (AbilityDef::
// from_discard) answer a scan admitting `mask` of an event of kind `kind`
// (-1: a scan for actions)? The trigger index says no for almost every kind.
template <class G>
bool discard_may_answer(int kind, uint32_t mask) {
  return kind >= 0 && (trigger_index<G>().discard_on_event[kind] & mask) != 0;
}
// Visits the cards of `seat`'s discard pile that have an ability usable
// there (Core boards; a game's own board is scanned whole by for_seat_cards).
template <class G, class F>
void for_discard_cards(const G& g, int seat, F&& f) {
  if constexpr (has_core_board<G>::value) {
    if (seat < 0 || seat >= G::Limits::kSeats) return;
    const TriggerIndex<G>& ix = trigger_index<G>();
    for (CardId c : g.zone_of(seat, zone::kDiscard))
      if (ix.def_from_discard[static_cast<size_t>(g.def_of(c))]) f(c);
  } else {
    (void)g, (void)seat, (void)f;
  }
}

// Could a triggered ability usable from another zone (AbilityDef::also_in)
// answer a scan admitting `mask` of an event of kind `kind` (-1: a scan for
// actions)? The trigger index says no for almost every kind.
template <class G>
bool also_may_answer(int kind, uint32_t mask) {
  return kind >= 0 && (trigger_index<G>().also_on_event[kind] & mask) != 0;
}
// Visits the cards of `seat`'s zones named by such abilities whose
// definition has one (Core boards; a game's own board is scanned whole).
template <class G, class F>
void for_also_cards(const G& g, int seat, F&& f) {
  if constexpr (has_core_board<G>::value) {
    if (seat < 0 || seat >= G::Limits::kSeats) return;
    const TriggerIndex<G>& ix = trigger_index<G>();
    for (int z = 0; z < 32 && z < G::Limits::kZones; ++z)
      if ((ix.also_zones >> z) & 1u)
        for (CardId c : g.zone_of(seat, static_cast<uint8_t>(z)))
          if (ix.def_also_in[static_cast<size_t>(g.def_of(c))]) f(c);
  } else {
    (void)g, (void)seat, (void)f;
  }
}

// The cards a seat may use as if in hand besides its hand (the game's
// extra_hand hook, sw/board_hooks.h) are not in the answer index: a scan
// looks at each. Could a seat have such cards now (the game's cheap guard)?
template <class G>
bool extra_hands(const G& g) {
  if constexpr (has_extra_hand<G>::value) return g.extra_hands();
  else return (void)g, false;
}
// Those cards of `seat` into `out`; how many (0 at once without any).
template <class G>
int extra_hand_list(const G& g, int seat, CardId (&out)[kExtraHandCap]) {
  if constexpr (has_extra_hand<G>::value) {
    if (!g.extra_hands()) return 0;
    return std::max(0, std::min(g.extra_hand(seat, out, kExtraHandCap), kExtraHandCap));
  } else {
    (void)g, (void)seat, (void)out;
    return 0;
  }
}

// Visits every (card, ability) `seat` could use now, in no particular order
// (for_usable below sorts). The trigger index skips cards whose definition
// has no ability of an admitted kind and timing.
template <class G, class F>
void for_usable_unordered(const G& g, int seat, uint32_t mask, int slot, int timing, F&& f) {
  if (!may_answer(g, mask, slot)) return;
  const TriggerIndex<G>& ix = trigger_index<G>();
  const uint32_t tbit = timing >= 0 && timing < 32 ? 1u << timing : 0u;
  const int kind = answered_kind(g, mask, slot);
  const bool discard = discard_may_answer<G>(kind, mask);
  const bool also = also_may_answer<G>(kind, mask);
  const bool board = seat_has_kinds(g, seat, mask) && (kind < 0 || seat_may_answer(g, seat, static_cast<uint8_t>(kind), mask));
  if (!board && !discard && !also && !extra_hands(g)) return;
  auto visit = [&](CardId c) {
    const size_t def = static_cast<size_t>(g.def_of(c));
    if (!(ix.def_kinds[def] & mask) || !(ix.def_timings[def] & tbit)) return;
    if (kind >= 0 && !ix.answers(static_cast<int>(def), static_cast<uint8_t>(kind), mask)) return;
    const CardDef<G>& d = *ix.defs[def];
    for (int i = 0; i < d.n_abilities; ++i)
      if ((kind_bit(d.abilities[i].kind) & mask) && !d.abilities[i].passive() && usable(g, c, i, seat, mask, slot, timing)) f(c, i);
  };
  if (board) for_seat_cards(g, seat, visit);
  if (discard) for_discard_cards(g, seat, visit);
  if (also) for_also_cards(g, seat, visit);
  if (extra_hands(g)) {
    CardId extra[kExtraHandCap];
    const int n_extra = extra_hand_list(g, seat, extra);
    for (int i = 0; i < n_extra; ++i) visit(extra[i]);
  }
}

// Visits every (card, ability) `seat` could use now, ascending.
template <class G, class F>
void for_usable(const G& g, int seat, uint32_t mask, int slot, int timing, F&& f) {
  if constexpr (has_core_board<G>::value) {
    InlineVec<Action, 2 * G::Limits::kZoneCap * kMaxAbilities> found;
    for_usable_unordered(g, seat, mask, slot, timing,
                         [&](CardId c, int i) { found.push_back(make_action(act::kUse, c, i)); });
    std::sort(found.begin(), found.end());  // (card, ability) ascending
    for (Action a : found) f(card_of(a), arg_of(a));
  } else {
    for_usable_unordered(g, seat, mask, slot, timing, f);  // every card, ascending already
  }
}

// Could `seat` use an ability of a card it uses as if in hand (extra_hand)
// now? Out of line: any_usable's loops stay as they were.
template <class G>
[[gnu::noinline]] bool any_extra_usable(const G& g, int seat, uint32_t mask, int slot, int timing) {
  CardId extra[kExtraHandCap];
  const int n = extra_hand_list(g, seat, extra);
  for (int k = 0; k < n; ++k) {
    const CardDef<G>& d = def_of_card(g, extra[k]);
    for (int i = 0; i < d.n_abilities; ++i)
      if ((kind_bit(d.abilities[i].kind) & mask) && !d.abilities[i].passive() && usable(g, extra[k], i, seat, mask, slot, timing)) return true;
  }
  return false;
}
// Could `seat` use anything now? Stops at the first usable ability.
template <class G>
bool any_usable(const G& g, int seat, uint32_t mask, int slot, int timing) {
  if (!may_answer(g, mask, slot)) return false;
  const TriggerIndex<G>& ix = trigger_index<G>();
  const uint32_t tbit = timing >= 0 && timing < 32 ? 1u << timing : 0u;
  const int kind = answered_kind(g, mask, slot);
  const bool discard = discard_may_answer<G>(kind, mask);
  const bool also = also_may_answer<G>(kind, mask);
  const bool board = seat_has_kinds(g, seat, mask) && (kind < 0 || seat_may_answer(g, seat, static_cast<uint8_t>(kind), mask));
  if (!board && !discard && !also && !extra_hands(g)) return false;
  auto check = [&](CardId c) {
    const size_t def = static_cast<size_t>(g.def_of(c));
    if (!(ix.def_kinds[def] & mask) || !(ix.def_timings[def] & tbit)) return false;
    if (kind >= 0 && !ix.answers(static_cast<int>(def), static_cast<uint8_t>(kind), mask)) return false;
    const CardDef<G>& d = *ix.defs[def];
    for (int i = 0; i < d.n_abilities; ++i)
      if ((kind_bit(d.abilities[i].kind) & mask) && !d.abilities[i].passive() && usable(g, c, i, seat, mask, slot, timing)) return true;
    return false;
  };
  if constexpr (has_core_board<G>::value) {
    if (seat < 0 || seat >= G::Limits::kSeats) return false;
    if (board) {
      for (CardId c : g.zone_of(seat, zone::kPlay))
        if (check(c)) return true;
      for (CardId c : g.zone_of(seat, zone::kHand))
        if (check(c)) return true;
    }
    bool hit = false;
    if (discard) for_discard_cards(g, seat, [&](CardId c) { hit = hit || check(c); });
    if (also) for_also_cards(g, seat, [&](CardId c) { hit = hit || check(c); });
    return hit || (extra_hands(g) && any_extra_usable(g, seat, mask, slot, timing));
  } else {
    for (int c = 0; c < g.num_cards(); ++c)
      if (check(static_cast<CardId>(c))) return true;
  }
  return false;
}
// Appends the `use` actions of `seat` (for game frames that mix abilities
// with their own verbs, e.g. an action window that also deploys units), in
// no particular order: legal_actions sorts its answer.
template <class G>
void add_use_actions(const G& g, int seat, uint32_t mask, int slot, int timing, std::vector<Action>& out) {
  for_usable_unordered(g, seat, mask, slot, timing,
                       [&](CardId c, int i) { out.push_back(make_action(act::kUse, c, i)); });
}

// Works out what `seat` may do at the window on top of the stack besides
// passing: `extra(add)` adds the window's own actions (an LCG action window's
// deployments), then every ability `seat` could use. Keeps the answer for
// legal_actions (CoreFlow::window_answer); true when there is anything to do.
template <class G, class Extra>
bool work_out_window(const G& g, int seat, uint32_t mask, int slot, int timing, Extra&& extra) {
  auto& w = g.window_answer;
  w.actions.clear();
  bool too_many = false;
  auto add = [&](Action a) {
    if (!w.actions.try_push_back(a)) too_many = true;
  };
  extra(add);
  for_usable_unordered(g, seat, mask, slot, timing, [&](CardId c, int i) { add(make_action(act::kUse, c, i)); });
  w.kept = !too_many;
  w.seat = static_cast<int8_t>(seat);
  w.depth = static_cast<int16_t>(g.stack.depth());
  return too_many || !w.actions.empty();
}
// The answer work_out_window kept for `seat` at the frame on top, or null.
template <class G>
const InlineVec<Action, 48>* kept_window_answer(const G& g, int seat) {
  const auto& w = g.window_answer;
  return w.kept && w.seat == seat && w.depth == g.stack.depth() ? &w.actions : nullptr;
}

template <class G>
void log_text(const G& g, EventLog* log, const char* type, int actor, std::string text) {
  (void)g;
  if (log) log->add(type, actor, std::move(text));
}

// Records a use of a limited ability (its own limit, and once per event).
template <class G>
void mark_use(G& g, CardId c, int ai, int slot) {
  const AbilityDef<G>& a = ability_of(g, c, ai);
  if (a.triggered()) {
    if (const Event* e = event_at(g, slot)) g.uses.push_back(Use{c, static_cast<int8_t>(ai), Scope::Event, e->serial});
  }
  if (a.limit != Scope::None && a.limit != Scope::Event)
    g.uses.push_back(Use{c, static_cast<int8_t>(ai), a.limit, period_for(g, a.limit, slot)});
}

// Pushes an ability frame for (c, ai) triggered by the event in `slot`.
template <class G>
bool push_ability(G& g, CardId c, int ai, int seat, int slot) {
  Frame f;
  f.kind = kFrameAbility;
  f.seat = static_cast<int8_t>(seat);
  f.source = c;
  f.ability = static_cast<int8_t>(ai);
  f.v[0] = -1;
  f.v[1] = slot;
  return g.stack.push(f);
}

// Could any card of the game answer an event of `kind` (the trigger index)?
template <class G>
bool answerable(uint8_t kind, uint32_t mask = kTriggeredKinds) {
  return (trigger_index<G>().on_event[kind] & mask) != 0;
}
// Could a card some seat uses as if in hand (extra_hand) answer it? Out of
// line: answerable_now stays small.
template <class G>
[[gnu::noinline]] bool extra_hands_answer(const G& g, int seats, uint8_t kind, uint32_t mask) {
  const TriggerIndex<G>& ix = trigger_index<G>();
  for (int s = 0; s < seats; ++s) {
    CardId extra[kExtraHandCap];
    const int n = extra_hand_list(g, s, extra);
    for (int i = 0; i < n; ++i)
      if (ix.answers(g.def_of(extra[i]), kind, mask)) return true;
  }
  return false;
}
// Could a card now in a hand or play area answer an event of `kind` with an
// ability of a kind in `mask` (the answer index; its sides: kBeforeKinds,
// kAfterKinds)? An event frame skips its interrupts, or its reactions, when not.
// The answer index covers hands and play areas; the cards a game lets a
// seat use as if in hand (extra_hand) are looked at one by one, and a card
// in a discard pile with an ability usable there (AbilityDef::from_discard),
// or in another zone its ability names (AbilityDef::also_in), only for the
// few event kinds the trigger index names.
template <class G>
bool answerable_now(const G& g, uint8_t kind, uint32_t mask = kTriggeredKinds) {
  if (!answerable<G>(kind, mask)) return false;
  if constexpr (has_core_board<G>::value) {
    const int seats = std::min(static_cast<int>(g.seats), static_cast<int>(G::Limits::kSeats));
    if (summary_says(g, [seats, kind, mask](const typename G::BoardSummary& sm) {
          for (int s = 0; s < seats; ++s)
            if (answers_bit(sm.answers[s], kind, mask)) return true;
          return false;
        }))
      return true;
    if constexpr (has_extra_hand<G>::value) {  // cards used as if in hand: not in the index
      if (extra_hands(g) && extra_hands_answer(g, seats, kind, mask)) return true;
    }
    const bool discard = discard_may_answer<G>(kind, mask), also = also_may_answer<G>(kind, mask);
    if (!discard && !also) return false;
    const TriggerIndex<G>& ix = trigger_index<G>();
    bool any = false;
    auto look = [&](CardId c) { any = any || ix.answers(g.def_of(c), kind, mask); };
    for (int s = 0; s < seats && !any; ++s) {
      if (discard) for_discard_cards(g, s, look);
      if (also) for_also_cards(g, s, look);
    }
    return any;
  } else {
    return true;
  }
}

// Raises an event: it is pushed with its frame and passes through the
// windows; the caller consumes the finished event (events.back()) when it
// runs again. Returns false (violation reported) when a bound is hit.
// An event nothing in the game can answer gets no serial (0: no "once per
// event" limit can count in it) and leaves period[Event] alone, so a game
// whose cards answer no event never moves its event counter.
template <class G>
bool raise(G& g, Event e) {
  e.serial = answerable<G>(e.kind) ? ++g.period[static_cast<int>(Scope::Event)] : 0;
  if (!g.events.push_back(e)) return false;
  Frame f;
  f.kind = kFrameEvent;
  f.seat = e.seat;
  f.source = e.source;
  f.v[0] = g.events.size() - 1;
  if (!g.stack.push(f)) {
    g.events.pop_back();
    return false;
  }
  return true;
}
// Takes the finished event the caller raised.
template <class G>
Event consume(G& g) {
  if (g.events.empty()) {
    report_violation("engine: no finished event to consume");
    Event e;
    e.cancelled = true;
    return e;
  }
  Event e = g.events.back();
  g.events.pop_back();
  // Uses "once per event" of this event can never matter again.
  for (int i = g.uses.size() - 1; i >= 0; --i)
    if (g.uses[i].scope == Scope::Event && g.uses[i].period == e.serial) g.uses.erase_at(i);
  return e;
}

// Opens a priority window for the event in `slot` if any seat could use
// something in it (else nothing happens: no empty prompts).
template <class G>
void open_window(G& g, uint32_t mask, int slot, int timing, int first_seat) {
  bool any = false;
  for (int s = 0; s < g.seats && !any; ++s) any = any_usable(g, s, mask, slot, timing);
  if (!any) return;
  Frame f;
  f.kind = kFrameWindow;
  f.seat = static_cast<int8_t>(first_seat);
  f.v[0] = slot;
  f.v[1] = 0;
  f.v[2] = static_cast<int32_t>(mask);
  f.v[3] = timing;
  g.stack.push(f);
}

// Collects the forced abilities of kind `k` triggered by the event in
// `slot`; they resolve through an order frame (a prompt while 2+ wait).
template <class G>
void collect_forced(G& g, AbilityKind k, int slot) {
  int base = g.pending.size();
  for (int seat = 0; seat < g.seats; ++seat) {
    const int from = g.pending.size();
    for_usable_unordered(g, seat, kind_bit(k), slot, 0, [&](CardId c, int i) {
      g.pending.push_back(PendingTrigger{c, static_cast<int8_t>(i), static_cast<int8_t>(slot)});
    });
    // Seat by seat, (card, ability) ascending.
    std::sort(g.pending.data() + from, g.pending.data() + g.pending.size(),
              [](const PendingTrigger& x, const PendingTrigger& y) {
                return x.card != y.card ? x.card < y.card : x.ability < y.ability;
              });
  }
  if (g.pending.size() == base) return;
  Frame f;
  f.kind = kFrameOrder;
  f.seat = g.active;
  f.v[0] = base;
  if (!g.stack.push(f))
    while (g.pending.size() > base) g.pending.pop_back();
}

}  // namespace engine
}  // namespace sw
