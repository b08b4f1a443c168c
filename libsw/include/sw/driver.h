// The driver: runs the top frame until a seat must decide; legal actions,
// applying an action, seats to act, action ids and labels, prompts, peeks.
// Part of the engine (sw/engine.h gives the overview); read in the order
// sw/engine.h includes these headers.
#pragma once
#include "sw/core_frames.h"

namespace sw {
namespace engine {

// ---------------------------------------------------------------- driver --

template <class G>
const FrameKindDef<G>* game_kind(int kind) {
  int k = kind - kFirstGameFrame;
  return k >= 0 && k < G::num_game_frames() ? &G::game_frames()[k] : nullptr;
}

// A game may also give its first frame kinds' rows at compile time by
// specialising StaticKinds<G> {count, rows} (a constexpr array whose rows
// are also game_frames()[0..count)): the driver, legal_actions and apply
// then call those kinds' functions directly instead of through the
// function pointers (a direct call the optimisers may inline: an indirect
// call per action costs most under WebAssembly).
template <class G>
struct StaticKinds {
  static constexpr int count = 0;
  static constexpr const FrameKindDef<G>* rows = nullptr;
};

namespace detail {
// Calls function M (a FrameKindDef member: run, legal or apply) of row `i`
// of the game's kinds, `k`: directly when the row is a static kind. The
// static row is the table's row (games test it): the same function, called
// directly; the table's, should they ever differ. The parameters are the
// function's own (by value where it takes values).
template <class G, class F>
struct KindCall;
template <class G, class R, class... P>
struct KindCall<G, R (*)(P...)> {
  template <R (*FrameKindDef<G>::*M)(P...), int I = 0>
  static R call(const FrameKindDef<G>& k, int i, P... args) {
    if constexpr (I < StaticKinds<G>::count) {
      if (i == I) {
        const auto fn = StaticKinds<G>::rows[I].*M;
        return fn == k.*M ? fn(args...) : (k.*M)(args...);
      }
      return call<M, I + 1>(k, i, args...);
    } else {
      return (k.*M)(args...);
    }
  }
};
template <class G, auto M, class... A>
decltype(auto) kind_call(const FrameKindDef<G>& k, int i, A&&... args) {
  using Fn = std::remove_reference_t<decltype(std::declval<const FrameKindDef<G>&>().*M)>;
  return KindCall<G, std::remove_const_t<Fn>>::template call<M>(k, i, std::forward<A>(args)...);
}
}  // namespace detail

// Whether a frame of game kind `k` waits at its step (FrameKindDef::wait_steps).
template <class G>
bool waits_at_step(const FrameKindDef<G>& k, const Frame& f) {
  return f.step < 32 && ((k.wait_steps >> f.step) & 1u);
}

// Runs one step of a core frame kind (event, window, order, ability). Out of
// line: the driver's loop stays small for the game kinds' steps.
template <class G>
[[gnu::noinline]] StepResult run_core_frame(G& g, Frame& f, EventLog* log) {
  switch (f.kind) {
    case kFrameEvent: return run_event(g, f, log);
    case kFrameWindow: return run_window(g, f, log);
    case kFrameOrder: return run_order(g, f, log);
    case kFrameAbility: return run_ability(g, f, log);
    default:
      report_violation("engine: unknown frame kind on the stack");
      g.stack.pop();
      return StepResult::Continue;
  }
}

// Runs the top frame until a seat must decide or the stack is empty.
template <class G>
void advance(G& g, EventLog* log) {
  for (int guard = 0; guard < kMaxRunSteps; ++guard) {
    if (g.stack.empty()) return;
    Frame& f = g.stack.top();
    StepResult r;
    if (f.kind >= kFirstGameFrame) {
      const FrameKindDef<G>* k = game_kind<G>(f.kind);
      if (k && k->run) {
        if (waits_at_step(*k, f)) return;  // it would only say Wait
        r = detail::kind_call<G, &FrameKindDef<G>::run>(*k, f.kind - kFirstGameFrame, g, f, log);
      } else {
        report_violation("engine: unknown frame kind on the stack");
        g.stack.pop();
        r = StepResult::Continue;
      }
    } else {
      r = run_core_frame(g, f, log);
    }
    if (r == StepResult::Wait) return;
  }
  report_violation("engine: the step loop did not settle");
}

// Sorts and removes duplicates. Out of line: the callers' fast paths stay small.
[[gnu::noinline]] inline void sort_unique(std::vector<Action>& out) {
  // Most lists come strictly ascending already (a pass, then cards in order).
  Action* a = out.data();
  const size_t n = out.size();
  size_t i = 1;
  while (i < n && a[i - 1] < a[i]) ++i;
  if (i >= n) return;
  if (n > 32) {
    std::sort(out.begin(), out.end());
  } else {  // the usual short list: an insertion sort from the first step down
    for (; i < n; ++i) {
      const Action v = a[i];
      size_t j = i;
      for (; j > 0 && a[j - 1] > v; --j) a[j] = a[j - 1];
      a[j] = v;
    }
  }
  out.erase(std::unique(out.begin(), out.end()), out.end());
}

// The legal actions of `seat` at a core frame (window, order, ability), in
// no particular order. Out of line: legal_actions stays small for game kinds.
template <class G>
[[gnu::noinline]] void core_legal_actions(const G& g, const Frame& f, int seat, std::vector<Action>& out) {
  switch (f.kind) {
    case kFrameWindow:
      if (seat != f.seat) return;
      out.push_back(make_action(act::kPass));
      if (const auto* kept = kept_window_answer(g, seat)) out.insert(out.end(), kept->begin(), kept->end());
      else add_use_actions(g, seat, static_cast<uint32_t>(f.v[2]), f.v[0], f.v[3], out);
      break;
    case kFrameOrder:
      if (seat != f.seat) return;
      for (int i = f.v[0]; i < g.pending.size(); ++i) {
        if constexpr (has_trigger_chooser<G>::value)  // only the chooser's own triggers
          if (g.controller_of(g.pending[i].card) != seat) continue;
        out.push_back(make_action(act::kOrder, g.pending[i].card, g.pending[i].ability));
      }
      break;
    case kFrameAbility: {
      if (seat != f.seat || f.step != 0 || !is_card(g, f.source)) return;
      const AbilityDef<G>& a = ability_of(g, f.source, f.ability);
      for (int c = 0; c < g.num_cards(); ++c)
        if (target_ok(g, f.source, a, static_cast<CardId>(c))) out.push_back(make_action(act::kTarget, static_cast<CardId>(c)));
      break;
    }
    default:  // an event frame never waits
      return;
  }
}

// The legal actions of `seat` at the top frame, strictly ascending.
template <class G>
void legal_actions(const G& g, int seat, std::vector<Action>& out) {
  out.clear();
  if (g.stack.empty() || seat < 0 || seat >= g.seats) return;
  const Frame& f = g.stack.top();
  if (f.kind >= kFirstGameFrame) {
    const FrameKindDef<G>* k = game_kind<G>(f.kind);
    if (!k || !k->legal || (k->seat_decides && seat != f.seat)) return;
    detail::kind_call<G, &FrameKindDef<G>::legal>(*k, f.kind - kFirstGameFrame, g, f, seat, out);
    if (k->ascending) return;  // the kind's list is strictly ascending already
  } else {
    core_legal_actions(g, f, seat, out);
  }
  sort_unique(out);
}

// Applies an action at a core frame (window, order, ability).
template <class G>
[[gnu::noinline]] void core_apply(G& g, Frame& f, int seat, Action a) {
  const int verb = verb_of(a);
  switch (f.kind) {
    case kFrameWindow:
      if (verb == act::kPass) {
        ++f.v[1];
      } else if (verb == act::kUse) {
        f.v[1] = 0;  // LCG-ABIL-12: a resolution resets the passes in a row
        int slot = f.v[0];
        f.seat = static_cast<int8_t>(g.next_seat(f.seat));
        mark_use(g, card_of(a), arg_of(a), slot);
        push_ability(g, card_of(a), arg_of(a), seat, slot);
        break;
      }
      f.seat = static_cast<int8_t>(g.next_seat(f.seat));
      break;
    case kFrameOrder: {
      for (int i = f.v[0]; i < g.pending.size(); ++i) {
        PendingTrigger t = g.pending[i];
        if (t.card == card_of(a) && t.ability == arg_of(a)) {
          g.pending.erase_at(i);
          mark_use(g, t.card, t.ability, t.event);
          push_ability(g, t.card, t.ability, g.controller_of(t.card), t.event);
          break;
        }
      }
      break;
    }
    case kFrameAbility:
      if (verb == act::kTarget) {
        f.v[0] = card_of(a);
        f.step = 1;
      }
      break;
    default:
      break;
  }
}

// Applies a legal action (the caller checked legality) and advances.
template <class G>
void apply(G& g, int seat, Action a, EventLog* log) {
  g.forget_window_answer();
  if (g.stack.empty()) return;
  Frame& f = g.stack.top();
  if (f.kind >= kFirstGameFrame) {
    const FrameKindDef<G>* k = game_kind<G>(f.kind);
    if (k && k->apply) detail::kind_call<G, &FrameKindDef<G>::apply>(*k, f.kind - kFirstGameFrame, g, f, seat, a, log);
    // Most actions leave the top frame waiting at its step: return without
    // calling the driver (a call per action, which costs most under wasm).
    if (!g.stack.empty()) {
      const Frame& t = g.stack.top();
      const FrameKindDef<G>* tk = game_kind<G>(t.kind);
      if (tk && waits_at_step(*tk, t)) return;
    }
  } else {
    core_apply(g, f, seat, a);
  }
  advance(g, log);
}

// Seats with a decision now, ascending.
template <class G>
void seats_to_act(const G& g, std::vector<int>& out) {
  out.clear();
  if (g.stack.empty()) return;
  const Frame& f = g.stack.top();
  // Core kinds decide for one seat: answered without listing the actions
  // (the same answer legal_actions would give: a window always offers pass).
  switch (f.kind) {
    case kFrameEvent: return;
    case kFrameWindow:
      if (f.seat >= 0 && f.seat < g.seats) out.push_back(f.seat);
      return;
    case kFrameOrder:
      if (f.seat >= 0 && f.seat < g.seats && f.v[0] < g.pending.size()) out.push_back(f.seat);
      return;
    default:  // the ability frame (a target) and the game kinds: ask legal_actions (a kind
      break;    // whose frame's seat alone decides answers the other seats at once)
  }
  static thread_local std::vector<Action> tmp;  // reused: no allocation per call
  for (int s = 0; s < g.seats; ++s) {
    legal_actions(g, s, tmp);
    if (!tmp.empty()) out.push_back(s);
  }
}

// The stable string id of an action, from the verb table.
template <class G>
std::string action_id(const G& g, Action a) {
  const int verb = verb_of(a);
  const CardId c = card_of(a);
  std::string key = is_card(g, c) ? g.card_key(c) : std::string();
  switch (verb) {
    case act::kPass: return "pass";
    case act::kUse: return "use:" + key + "." + std::to_string(arg_of(a));
    case act::kTarget: return "target:" + key;
    case act::kOrder: return "order:" + key + "." + std::to_string(arg_of(a));
    default: break;
  }
  int k = verb - act::kFirstGameVerb;
  if (k < 0 || k >= G::num_game_verbs()) return "?";
  const VerbDef& d = G::game_verbs()[k];
  std::string id = d.id;
  if (c != kNoCard) id += ":" + key;
  if (d.with_arg) id += "." + std::to_string(arg_of(a));
  return id;
}

// The label of an action: the top frame's kind may word it (FrameKindDef::
// label), else the default from the verb table.
template <class G>
std::string action_label(const G& g, Action a) {
  if (!g.stack.empty()) {
    const Frame& f = g.stack.top();
    const FrameKindDef<G>* k = game_kind<G>(f.kind);
    if (k && k->label) {
      std::string own = k->label(g, f, a);
      if (!own.empty()) return own;
    }
  }
  const int verb = verb_of(a);
  const CardId c = card_of(a);
  std::string name = is_card(g, c) ? g.card_label(c) : std::string();
  switch (verb) {
    case act::kPass: return "Pass";
    case act::kUse: {
      const char* t = is_card(g, c) && arg_of(a) < G::card_def(g.def_of(c)).n_abilities ? ability_of(g, c, arg_of(a)).text : "";
      return "Use " + name + (t[0] ? std::string(": ") + t : std::string());
    }
    case act::kTarget: return "Target " + name;
    case act::kOrder: return "Resolve next: " + name;
    default: break;
  }
  int k = verb - act::kFirstGameVerb;
  if (k < 0 || k >= G::num_game_verbs()) return "?";
  const VerbDef& d = G::game_verbs()[k];
  std::string label = d.label;
  if (c != kNoCard) label += " " + name;
  if (d.with_arg) label += " (" + std::to_string(arg_of(a)) + ")";
  return label;
}

template <class G>
json action_json(const G& g, Action a) {
  json j;
  std::string id = action_id(g, a);
  j["kind"] = id.substr(0, id.find_first_of(":."));  // the id's verb word: "pass", "use", "deploy", ...
  j["id"] = std::move(id);
  j["label"] = action_label(g, a);
  j["verb"] = verb_of(a);
  if (is_card(g, card_of(a))) j["card"] = g.card_key(card_of(a));
  return j;
}

// The prompt of the top frame for `seat` ("" when it has nothing to decide).
template <class G>
std::string prompt(const G& g, int seat) {
  if (g.stack.empty()) return "";
  const Frame& f = g.stack.top();
  const Event* e = f.kind == kFrameWindow ? event_at(g, f.v[0]) : nullptr;
  switch (f.kind) {
    case kFrameWindow: {
      if (seat != f.seat) return "";
      std::string what = f.v[2] == static_cast<int32_t>(kind_bit(AbilityKind::Interrupt)) ? "an interrupt" :
                         f.v[2] == static_cast<int32_t>(kind_bit(AbilityKind::Reaction)) ? "a reaction" : "an ability";
      std::string about = e && is_card(g, e->source) ? " (" + g.card_label(e->source) + ")" : "";
      return "Use " + what + about + " or pass.";
    }
    case kFrameOrder: return seat == f.seat ? "Choose which forced ability resolves next." : "";
    case kFrameAbility:
      return seat == f.seat && is_card(g, f.source) ? "Choose a target for " + g.card_label(f.source) + "." : "";
    case kFrameEvent: return "";
    default: {
      const FrameKindDef<G>* k = game_kind<G>(f.kind);
      return k && k->prompt ? k->prompt(g, f, seat) : "";
    }
  }
}

// Cards `seat` may look at because of the top frame (e.g. a search).
template <class G>
void peek(const G& g, int seat, std::vector<CardId>& out) {
  out.clear();
  if (g.stack.empty()) return;
  const Frame& f = g.stack.top();
  const FrameKindDef<G>* k = game_kind<G>(f.kind);
  if (k && k->peek) k->peek(g, f, seat, out);
}

}  // namespace engine
}  // namespace sw
