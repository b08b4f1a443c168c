// The core of a scripted card game: the board, the step stack, event
// windows and the ability interpreter, as plain data plus templates.
//
// A game's state type G derives from sw::Core<Cfg> (the flow + the core's
// board) or, when it keeps its own board, from sw::CoreFlow<Cfg> and then
// implements the board hooks ("Board hooks" below). All of its data is then
// plain, bounded, inline: a clone is one copy. It supplies a few hooks that
// the templates below call by name:
//
//   static const CardDef<G>& card_def(int def);   static int num_card_defs();
//   static const FrameKindDef<G>* game_frames();  static int num_game_frames();
//   static const VerbDef* game_verbs();           static int num_game_verbs();
//   static int num_game_events();                 // game event kinds: ev::kFirstGameEvent + 0..n-1
//   int capacity(CardId) const;      // Core board only: damage that destroys it (0 = none)
//   void resolve_game_event(Event&, EventLog*);   // game event kinds
//   void after_event(const Event&, EventLog*);    // win checks etc. after any resolution
//   std::string card_key(CardId) const;           // stable id of an instance, e.g. "p0.medic.2"
//   std::string card_label(CardId) const;         // "Medic"
//
// The stack (sw/steps.h) holds core frames and game frames:
//   kFrameEvent    an event passing through its windows (LCG-ABIL-7/8/9):
//                  forced interrupts -> interrupt window -> resolves unless
//                  cancelled -> forced reactions -> reaction window
//   kFrameWindow   a priority window: the seat with priority uses an eligible
//                  ability or passes; priority moves to the next seat after
//                  either; the window closes when every seat has passed in a
//                  row (LCG-ABIL-5/11/12, TCG-PLAY-1). A seat with nothing
//                  eligible passes without a prompt. Filtered by ability kind
//                  and by a timing tag: the TCG's reroll and prevent windows
//                  (TCG-PLAY-4) are windows whose tag only those abilities carry.
//   kFrameOrder    simultaneous forced triggers: the chooser picks which
//                  resolves next while two or more wait (LCG OQ-26).
//   kFrameAbility  an ability resolving: choose target -> pay costs ->
//                  initiation event (interrupts may cancel it: an interrupt to
//                  an interrupt) -> effects in order, stopping before the
//                  "then" part if an earlier effect did not resolve.
//   game kinds     phases, steps, attacks, card scripts: FrameKindDef<G>.
//
// The driver (advance) runs the top frame until some seat must decide; it is
// a loop over the explicit stack, never recursion on input depth. Everything
// the API shows (legal actions, prompt, labels, peeks) comes from the top
// frame. Actions are integers built from a verb table (make_action): core
// verbs pass/use/target/order, game verbs from VerbDef; ids and labels are
// generated from the same table.
#pragma once
#include <algorithm>
#include <cstdint>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>
#include "sw/abilities.h"
#include "sw/game.h"
#include "sw/invariant.h"
#include "sw/json.h"
#include "sw/log.h"
#include "sw/steps.h"
#include "sw/zone.h"

namespace sw {

// ----------------------------------------------------------------- board ----

// Zone roles every game has (games may add more from zone::kNumCore).
namespace zone {
inline constexpr uint8_t kDeck = 0;     // hidden, index 0 = top
inline constexpr uint8_t kHand = 1;     // owner (and team) only
inline constexpr uint8_t kPlay = 2;     // public; listed under the controller
inline constexpr uint8_t kDiscard = 3;  // public
inline constexpr uint8_t kCaptured = 4; // face down under a card (LCG-CAPTURE)
inline constexpr uint8_t kNumCore = 5;
}  // namespace zone

// One card instance of the match. Cards in play sit in their controller's
// play zone; every other card in its owner's zone.
struct CardInstance {
  uint16_t def = 0;        // index into the game's card table
  int8_t owner = 0;
  int8_t controller = 0;   // who controls it now (LCG supporting units, takes control)
  uint8_t zone = zone::kDeck;
  bool exhausted = false;  // "exhausted" (LCG) = "tapped" (TCG)
  int8_t damage = 0;
  int8_t focus = 0;
  CardId under = kNoCard;  // captured: the card it lies under
  bool operator==(const CardInstance& o) const {
    return def == o.def && owner == o.owner && controller == o.controller && zone == o.zone &&
           exhausted == o.exhausted && damage == o.damage && focus == o.focus && under == o.under;
  }
};

// Capacities of a game's core data. Every container is inline; overflow is
// a reported invariant violation (sw/invariant.h).
struct CoreLimits {
  static constexpr int kSeats = 4;
  static constexpr int kCards = 64;     // card instances
  static constexpr int kZoneCap = 40;   // cards per zone
  static constexpr int kZones = zone::kNumCore;
  static constexpr int kDepth = 32;     // step stack frames
  static constexpr int kEvents = 16;    // events open at once (nested)
  static constexpr int kPending = 16;   // forced triggers waiting for an order
  static constexpr int kUses = 48;      // limited-ability uses remembered
  static constexpr int kLasting = 16;   // lasting effects
};

// Core frame kinds; game kinds start at kFirstGameFrame.
inline constexpr uint8_t kFrameEvent = 0;
inline constexpr uint8_t kFrameWindow = 1;
inline constexpr uint8_t kFrameOrder = 2;
inline constexpr uint8_t kFrameAbility = 3;
inline constexpr uint8_t kFirstGameFrame = 8;

// The flow of a game: seats, periods, the step stack and what passes
// through it (events, forced triggers waiting for an order, limited uses,
// lasting effects). Everything the templates below need that is not the
// board. A game with its own board derives from CoreFlow directly and
// implements the board hooks itself (see "Board hooks" above engine::).
template <class Cfg = CoreLimits>
struct CoreFlow {
  using Limits = Cfg;
  int8_t seats = 2;
  int8_t active = 0;                               // active player (first priority)
  uint32_t period[static_cast<int>(Scope::Count)] = {};  // current turn/phase/... number; [Event] = last serial
  StepStack<Cfg::kDepth> stack;
  InlineVec<Event, Cfg::kEvents> events;
  InlineVec<PendingTrigger, Cfg::kPending> pending;
  InlineVec<Use, Cfg::kUses> uses;
  InlineVec<Lasting, Cfg::kLasting> lasting;

  bool flow_equals(const CoreFlow& o) const {
    if (seats != o.seats || active != o.active || !(stack == o.stack) || !(events == o.events) ||
        !(pending == o.pending) || !(uses == o.uses) || !(lasting == o.lasting))
      return false;
    for (int i = 0; i < static_cast<int>(Scope::Count); ++i)
      if (period[i] != o.period[i]) return false;
    return true;
  }

  int next_seat(int s) const { return (s + 1) % seats; }

  // --- periods, limits, lasting effects ---
  uint32_t current(Scope s) const { return period[static_cast<int>(s)]; }
  // Ends period `s` and starts the next one: lasting effects "until the end
  // of s" expire and limits per s start counting afresh.
  void next_period(Scope s) {
    for (int i = lasting.size() - 1; i >= 0; --i)
      if (lasting[i].until == s) lasting.erase_at(i);
    ++period[static_cast<int>(s)];
    for (int i = uses.size() - 1; i >= 0; --i)
      if (uses[i].scope == s) uses.erase_at(i);
  }
  int uses_of(CardId c, int ability, Scope s, uint32_t per) const {
    int n = 0;
    for (const Use& u : uses)
      if (u.card == c && u.ability == ability && u.scope == s && u.period == per) ++n;
    return n;
  }
  void add_lasting(const Lasting& l) { lasting.push_back(l); }
  // The game is over: nothing is pending any more.
  void end_game() {
    stack.frames.clear();
    events.clear();
    pending.clear();
  }
  int lasting_bonus(CardId c, uint8_t stat) const {
    int n = 0;
    for (const Lasting& l : lasting)
      if (l.target == c && l.stat == stat) n += l.amount;
    return n;
  }
};

// The flow plus the core's board: card instances in zones. Implements the
// board hooks for that board, so a game deriving from Core needs none.
template <class Cfg = CoreLimits>
struct Core : CoreFlow<Cfg> {
  InlineVec<CardInstance, Cfg::kCards> cards;
  Zone<Cfg::kZoneCap> zones[Cfg::kSeats][Cfg::kZones];

  bool core_equals(const Core& o) const {
    if (!this->flow_equals(o) || !(cards == o.cards)) return false;
    for (int s = 0; s < Cfg::kSeats; ++s)
      for (int z = 0; z < Cfg::kZones; ++z)
        if (!(zones[s][z] == o.zones[s][z])) return false;
    return true;
  }

  // --- board queries ---
  bool valid_card(int c) const { return c >= 0 && c < cards.size(); }
  const CardInstance& card(CardId c) const { return cards[c]; }
  CardInstance& card(CardId c) { return cards[c]; }
  bool in_play(CardId c) const { return valid_card(c) && cards[c].zone == zone::kPlay; }
  // The seat whose zone list holds the card.
  int area_of(CardId c) const { return cards[c].zone == zone::kPlay ? cards[c].controller : cards[c].owner; }
  Zone<Cfg::kZoneCap>& zone_of(int seat, uint8_t z) { return zones[seat][z]; }
  const Zone<Cfg::kZoneCap>& zone_of(int seat, uint8_t z) const { return zones[seat][z]; }

  // --- board hooks (see "Board hooks" below) ---
  int num_cards() const { return cards.size(); }
  int def_of(CardId c) const { return cards[c].def; }
  int controller_of(CardId c) const { return cards[c].controller; }
  bool in_hand_of(CardId c, int seat) const {
    return valid_card(c) && cards[c].zone == zone::kHand && cards[c].owner == seat;
  }
  bool is_exhausted(CardId c) const { return cards[c].exhausted; }
  void pay_exhaust(CardId c) { cards[c].exhausted = true; }
  void pay_from_hand(CardId c) { move_card(c, zone::kDiscard); }  // LCG-ABIL-3

  // Adds a card instance to `seat`'s zone `z` (bottom). Setup only.
  CardId add_card(int def, int seat, uint8_t z) {
    CardInstance ci;
    ci.def = static_cast<uint16_t>(def);
    ci.owner = ci.controller = static_cast<int8_t>(seat);
    ci.zone = z;
    if (!cards.push_back(ci)) return kNoCard;
    CardId id = static_cast<CardId>(cards.size() - 1);
    zones[seat][z].put_bottom(id);
    return id;
  }
  // Moves a card to zone `z` (bottom, or top when `top`); in play it goes
  // under its controller, elsewhere under its owner. Tokens and exhaustion
  // are cleared when it leaves play.
  void move_card(CardId c, uint8_t z, bool top = false) {
    CardInstance& ci = cards[c];
    zones[area_of(c)][ci.zone].remove(c);
    if (ci.zone == zone::kPlay && z != zone::kPlay) {
      ci.exhausted = false;
      ci.damage = ci.focus = 0;
      ci.controller = ci.owner;
    }
    ci.zone = z;
    if (z != zone::kCaptured) ci.under = kNoCard;
    auto& dst = zones[area_of(c)][z];
    if (top) dst.put_top(c);
    else dst.put_bottom(c);
  }
};

// A game frame kind. `run` advances without input and returns Wait when
// some seat must decide (then `legal` must give that seat actions). Only
// `run` is required; the rest may be null when the kind never waits.
enum class StepResult : uint8_t { Continue, Wait };
template <class G>
struct FrameKindDef {
  const char* name = "";
  uint8_t steps = 1;
  StepResult (*run)(G&, Frame&, EventLog*) = nullptr;
  void (*legal)(const G&, const Frame&, int seat, std::vector<Action>&) = nullptr;
  void (*apply)(G&, Frame&, int seat, Action, EventLog*) = nullptr;
  std::string (*prompt)(const G&, const Frame&, int seat) = nullptr;
  void (*peek)(const G&, const Frame&, int seat, std::vector<CardId>&) = nullptr;
  // The kind's own wording of an action's label while a frame of this kind
  // is on top (engine::action_label); "" = the default label.
  std::string (*label)(const G&, const Frame&, Action) = nullptr;
  // Whether a loaded frame of this kind could arise (core_from_json /
  // flow_from_json call it once the whole flow is loaded; null = any frame
  // whose step is in range).
  bool (*valid)(const G&, const Frame&) = nullptr;
  // Only the frame's seat decides at a frame of this kind: legal_actions
  // (and so seats_to_act) answers every other seat with nothing without
  // asking `legal`.
  bool seat_decides = false;
  // `legal` lists strictly ascending already: legal_actions need not sort.
  bool ascending = false;
  // Bit s: at step s a frame of this kind always waits (its `run` would
  // return Wait and change nothing), so the driver does not run it there
  // (after an action that leaves it so, it returns at once).
  uint32_t wait_steps = 0;
};

// -------------------------------------------------------------- actions ----

// An action is a verb with operands: verb (7 bits), card (16 bits), arg (8
// bits). Core verbs below; game verbs from act::kFirstGameVerb, described by
// the game's VerbDef table, which also makes their ids and labels.
namespace act {
inline constexpr int kPass = 1;
inline constexpr int kUse = 2;     // card, ability
inline constexpr int kTarget = 3;  // card
inline constexpr int kOrder = 4;   // card, ability
inline constexpr int kFirstGameVerb = 16;
}  // namespace act
inline Action make_action(int verb, CardId card = kNoCard, int arg = 0) {
  return static_cast<Action>((static_cast<uint32_t>(verb) << 24) | (static_cast<uint32_t>(card) << 8) |
                             static_cast<uint32_t>(arg & 0xFF));
}
inline int verb_of(Action a) { return static_cast<int>(static_cast<uint32_t>(a) >> 24); }
inline CardId card_of(Action a) { return static_cast<CardId>((static_cast<uint32_t>(a) >> 8) & 0xFFFFu); }
inline int arg_of(Action a) { return static_cast<int>(static_cast<uint32_t>(a) & 0xFFu); }

struct VerbDef {
  const char* id;     // "play" -> "play:p0.trooper.1"
  const char* label;  // "Play" -> "Play Trooper"
  bool with_arg;      // the id/label carry the arg: "attack:p0.trooper.1.3"
};

// ----------------------------------------------------------- board hooks --
//
// The templates reach the board only through these members of G. Core
// implements them for its board; a game with its own board (deriving from
// CoreFlow) implements them itself:
//
//   int  num_cards() const;                 // card ids are 0..num_cards()-1 (scanned for
//                                           // usable abilities and targets)
//   int  def_of(CardId) const;              // index into the card table (card_def)
//   int  controller_of(CardId) const;       // seat controlling it now
//   bool in_play(CardId) const;             // false for ids out of range
//   bool in_hand_of(CardId, int seat) const;// in `seat`'s hand (from_hand abilities)
//   bool is_exhausted(CardId) const;        // the exhaust_cost() cost is unpaid-able
//   void pay_exhaust(CardId);               // pays exhaust_cost()
//   void pay_from_hand(CardId);             // pays play_from_hand(): e.g. to the discard pile
//
// Optional: void log_ability(const Frame&, EventLog&) const writes the log of
// an ability being initiated (the ability frame at its costs step: seat,
// source, ability, v[0] = target or -1); without it the engine writes
// "Card: text (target: Other)" (type "ability").
//
// Only a game deriving from Core (has_core_board) gets the board verbs
// (damage, draw, mill, destroy, exhaust, ready, focus, heal, capture, enter
// play: resolve_core_event), the `capacity` hook and the board part of
// core_to_json / core_from_json / check_core. A game with its own board
// raises only its own events (ev::kFirstGameEvent + n, resolved by its
// resolve_game_event) and uses kUse, Cancel, Modify and Lasting; a core
// board verb raised there is an invariant violation and changes nothing.

template <class G>
struct has_core_board : std::is_base_of<Core<typename G::Limits>, G> {};

// Optional game hooks, found when the game declares them:
//   bool may_use(CardId, int ability, int seat) const;  // the game's own play restrictions
//                                                       // and costs it can pay (LCG resources,
//                                                       // Limited, uniqueness); else always
//   std::string seat_name(int seat) const;             // how log lines name a seat
//   void before_resolve(Event&, EventLog*);             // just before an event resolves: the
//                                                       // game may lower its amount (LCG shields)
template <class G, class = void>
struct has_may_use : std::false_type {};
template <class G>
struct has_may_use<G, std::void_t<decltype(std::declval<const G&>().may_use(CardId{}, 0, 0))>> : std::true_type {};
template <class G, class = void>
struct has_seat_name : std::false_type {};
template <class G>
struct has_seat_name<G, std::void_t<decltype(std::declval<const G&>().seat_name(0))>> : std::true_type {};
// How the core's log lines name a seat: the game's seat_name (e.g. "Dark
// Side") when it has one, else "Seat N".
template <class G>
std::string seat_label(const G& g, int seat) {
  if constexpr (has_seat_name<G>::value) return g.seat_name(seat);
  else return "Seat " + std::to_string(seat);
}
template <class G, class = void>
struct has_before_resolve : std::false_type {};
template <class G>
struct has_before_resolve<G, std::void_t<decltype(std::declval<G&>().before_resolve(std::declval<Event&>(),
                                                                                     static_cast<EventLog*>(nullptr)))>>
    : std::true_type {};

// Optional: bool targetable(CardId) const; false for a card no effect may
// target ("this card cannot be targeted"); else every card may be.
template <class G, class = void>
struct has_targetable : std::false_type {};
template <class G>
struct has_targetable<G, std::void_t<decltype(std::declval<const G&>().targetable(CardId{}))>> : std::true_type {};

template <class G, class = void>
struct has_log_ability : std::false_type {};
template <class G>
struct has_log_ability<G, std::void_t<decltype(std::declval<const G&>().log_ability(std::declval<const Frame&>(),
                                                                                      std::declval<EventLog&>()))>>
    : std::true_type {};

// =============================================================== engine ====
namespace engine {

constexpr int kMaxRunSteps = 100000;  // one advance(); more means a rule loops

template <class G>
bool is_card(const G& g, int c) {
  return c >= 0 && c < g.num_cards();
}

// What the game's card table holds, computed once per game type: the
// definitions themselves (no call per lookup), which ability kinds answer
// each event kind (so an event that nothing can answer opens no window and
// collects no forced trigger without a scan), which kinds each definition
// has, and which stats constant abilities change. Derived from the static
// table only; never saved.
template <class G>
struct TriggerIndex {
  uint32_t on_event[256] = {};        // event kind -> kind_bit()s of triggered abilities on it
  std::vector<const CardDef<G>*> defs;  // card definition index -> its definition
  std::vector<uint32_t> def_kinds;      // card definition index -> kind_bit()s of its abilities
  std::vector<uint32_t> def_timings;    // card definition index -> bit t: a non-passive ability with timing t (t < 32)
  uint32_t constant_stats = 0;          // bit s: some constant ability changes stat s
};
template <class G>
TriggerIndex<G> build_trigger_index() {
  TriggerIndex<G> t;
  const int n = G::num_card_defs();
  for (int d = 0; d < n; ++d) {
    const CardDef<G>& cd = G::card_def(d);
    uint32_t kinds = 0, timings = 0;
    for (int i = 0; i < cd.n_abilities; ++i) {
      const AbilityDef<G>& a = cd.abilities[i];
      kinds |= kind_bit(a.kind);
      if (a.triggered()) t.on_event[a.on] |= kind_bit(a.kind);
      if (a.kind == AbilityKind::Constant && a.stat < 32) t.constant_stats |= 1u << a.stat;
      if (!a.passive()) timings |= a.timing < 32 ? 1u << a.timing : 0u;
    }
    t.defs.push_back(&cd);
    t.def_kinds.push_back(kinds);
    t.def_timings.push_back(timings);
  }
  return t;
}
// Small enough to inline: after the first call, one guard check.
template <class G>
inline const TriggerIndex<G>& trigger_index() {
  static const TriggerIndex<G> index = build_trigger_index<G>();
  return index;
}
template <class G>
const CardDef<G>& def_of_card(const G& g, CardId c) {
  return *trigger_index<G>().defs[static_cast<size_t>(g.def_of(c))];
}

template <class G>
const AbilityDef<G>& ability_of(const G& g, CardId c, int a) {
  return def_of_card(g, c).abilities[a];
}

template <class G>
bool whose_ok(const G& g, CardId self, CardId other, Whose w) {
  if (w == Whose::Any) return true;
  if (other == kNoCard || !is_card(g, other)) return false;
  int me = g.controller_of(self), them = g.controller_of(other);
  switch (w) {
    case Whose::Self: return other == self;
    case Whose::Friendly: return me == them;
    case Whose::OtherFriendly: return me == them && other != self;
    case Whose::Enemy: return me != them;
    default: return true;
  }
}

// Current value of stat `s` of card `c`: printed + constant abilities of
// cards in play + lasting effects. Derived at every query, never stored.
template <class G>
int stat(const G& g, CardId c, uint8_t s) {
  const TriggerIndex<G>& ix = trigger_index<G>();
  int v = ix.defs[static_cast<size_t>(g.def_of(c))]->stats[s];
  if (s < 32 && ((ix.constant_stats >> s) & 1u) && g.in_play(c)) {
    auto add = [&](CardId o) {
      const int od = g.def_of(o);
      if (!(ix.def_kinds[static_cast<size_t>(od)] & kind_bit(AbilityKind::Constant))) return;
      const CardDef<G>& d = *ix.defs[static_cast<size_t>(od)];
      for (int i = 0; i < d.n_abilities; ++i) {
        const AbilityDef<G>& a = d.abilities[i];
        if (a.kind == AbilityKind::Constant && a.stat == s && whose_ok(g, o, c, a.whose) &&
            (!a.condition || a.condition(g, o)) && (!a.target_ok || a.target_ok(g, o, c)))
          v += a.amount;
      }
    };
    if constexpr (has_core_board<G>::value) {
      for (int seat = 0; seat < g.seats; ++seat)
        for (CardId o : g.zone_of(seat, zone::kPlay)) add(o);
    } else {
      for (int o = 0; o < g.num_cards(); ++o)
        if (g.in_play(static_cast<CardId>(o))) add(static_cast<CardId>(o));
    }
  }
  return v + g.lasting_bonus(c, s);
}

// Sum of keyword `kw` on card `c` (e.g. Armor 1).
template <class G>
int keyword(const G& g, CardId c, uint8_t kw) {
  const CardDef<G>& d = def_of_card(g, c);
  int v = 0;
  for (int i = 0; i < d.n_abilities; ++i)
    if (d.abilities[i].kind == AbilityKind::Keyword && d.abilities[i].keyword == kw) v += d.abilities[i].amount;
  return v;
}

template <class G>
const Event* event_at(const G& g, int slot) {
  return slot >= 0 && slot < g.events.size() ? &g.events[slot] : nullptr;
}
template <class G>
Event* event_at(G& g, int slot) {
  return slot >= 0 && slot < g.events.size() ? &g.events[slot] : nullptr;
}

template <class G>
bool target_ok(const G& g, CardId self, const AbilityDef<G>& a, CardId t) {
  if (!g.in_play(t)) return false;
  if constexpr (has_targetable<G>::value) {
    if (!g.targetable(t)) return false;
  }
  if (!whose_ok(g, self, t, a.target_whose)) return false;
  return !a.target_ok || a.target_ok(g, self, t);
}
template <class G>
bool has_target(const G& g, CardId self, const AbilityDef<G>& a) {
  if (a.target == TargetZone::None) return true;
  if constexpr (has_core_board<G>::value) {  // targets are in play: only the play areas
    for (int s = 0; s < g.seats; ++s)
      for (CardId c : g.zone_of(s, zone::kPlay))
        if (target_ok(g, self, a, c)) return true;
  } else {
    for (int c = 0; c < g.num_cards(); ++c)
      if (target_ok(g, self, a, static_cast<CardId>(c))) return true;
  }
  return false;
}

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

// Can `seat` use ability `ai` of card `c` now, in a window for the event in
// `slot` (-1 = none) admitting kinds `mask` with timing tag `timing`?
template <class G>
bool usable(const G& g, CardId c, int ai, int seat, uint32_t mask, int slot, int timing) {
  const AbilityDef<G>& a = ability_of(g, c, ai);
  if (!(mask & kind_bit(a.kind)) || a.timing != timing) return false;
  if (a.from_hand) {
    if (!g.in_hand_of(c, seat)) return false;
  } else if (!g.in_play(c) || g.controller_of(c) != seat) {
    return false;
  }
  if (a.triggered()) {
    const Event* e = event_at(g, slot);
    if (!e || e->cancelled || e->kind != a.on) return false;
    // Reactions answer what happened: an event that changed nothing (0
    // damage, an empty deck) triggers none.
    if ((a.kind == AbilityKind::Reaction || a.kind == AbilityKind::ForcedReaction) && !e->resolved) return false;
    if (!whose_ok(g, c, e->target, a.event_target) || !whose_ok(g, c, e->source, a.event_source)) return false;
    if (a.when && !a.when(g, c, *e)) return false;
    if (g.uses_of(c, ai, Scope::Event, e->serial) > 0) return false;  // once per triggering event
  }
  if (a.condition && !a.condition(g, c)) return false;
  if (a.limit != Scope::None && g.uses_of(c, ai, a.limit, period_for(g, a.limit, slot)) >= a.max_uses) return false;
  if (a.exhaust_self && g.is_exhausted(c)) return false;
  if constexpr (has_may_use<G>::value) {
    if (!g.may_use(c, ai, seat)) return false;  // the game's own costs and restrictions
  }
  return has_target(g, c, a);
}

// Could any card answer a window / collection admitting `mask` for the
// event in `slot`? False only when the card table rules it out (the trigger
// index): then no scan is needed.
template <class G>
bool may_answer(const G& g, uint32_t mask, int slot) {
  constexpr uint32_t kTriggered = kind_bit(AbilityKind::Interrupt) | kind_bit(AbilityKind::Reaction) |
                                  kind_bit(AbilityKind::ForcedInterrupt) | kind_bit(AbilityKind::ForcedReaction);
  if (mask & ~kTriggered) return true;  // actions: not indexed by event
  const Event* e = event_at(g, slot);
  return e && (trigger_index<G>().on_event[e->kind] & mask);
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

// Visits every (card, ability) `seat` could use now, in no particular order
// (for_usable below sorts). The trigger index skips cards whose definition
// has no ability of an admitted kind and timing.
template <class G, class F>
void for_usable_unordered(const G& g, int seat, uint32_t mask, int slot, int timing, F&& f) {
  if (!may_answer(g, mask, slot)) return;
  const TriggerIndex<G>& ix = trigger_index<G>();
  const uint32_t tbit = timing >= 0 && timing < 32 ? 1u << timing : 0u;
  for_seat_cards(g, seat, [&](CardId c) {
    const size_t def = static_cast<size_t>(g.def_of(c));
    if (!(ix.def_kinds[def] & mask) || !(ix.def_timings[def] & tbit)) return;
    const CardDef<G>& d = *ix.defs[def];
    for (int i = 0; i < d.n_abilities; ++i)
      if (!d.abilities[i].passive() && usable(g, c, i, seat, mask, slot, timing)) f(c, i);
  });
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

// Could `seat` use anything now? Stops at the first usable ability.
template <class G>
bool any_usable(const G& g, int seat, uint32_t mask, int slot, int timing) {
  if (!may_answer(g, mask, slot)) return false;
  const TriggerIndex<G>& ix = trigger_index<G>();
  const uint32_t tbit = timing >= 0 && timing < 32 ? 1u << timing : 0u;
  auto check = [&](CardId c) {
    const size_t def = static_cast<size_t>(g.def_of(c));
    if (!(ix.def_kinds[def] & mask) || !(ix.def_timings[def] & tbit)) return false;
    const CardDef<G>& d = *ix.defs[def];
    for (int i = 0; i < d.n_abilities; ++i)
      if (!d.abilities[i].passive() && usable(g, c, i, seat, mask, slot, timing)) return true;
    return false;
  };
  if constexpr (has_core_board<G>::value) {
    if (seat < 0 || seat >= G::Limits::kSeats) return false;
    for (CardId c : g.zone_of(seat, zone::kPlay))
      if (check(c)) return true;
    for (CardId c : g.zone_of(seat, zone::kHand))
      if (check(c)) return true;
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

// Raises an event: it is pushed with its frame and passes through the
// windows; the caller consumes the finished event (events.back()) when it
// runs again. Returns false (violation reported) when a bound is hit.
// The triggered ability kinds (the trigger index's answerers of an event).
inline constexpr uint32_t kAnswerKinds = kind_bit(AbilityKind::Interrupt) | kind_bit(AbilityKind::Reaction) |
                                         kind_bit(AbilityKind::ForcedInterrupt) |
                                         kind_bit(AbilityKind::ForcedReaction);
// Could any card of the game answer an event of `kind` (the trigger index)?
template <class G>
bool answerable(uint8_t kind) {
  return (trigger_index<G>().on_event[kind] & kAnswerKinds) != 0;
}

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

// ------------------------------------------------------- event resolution --

// Applies a core event (the verb library). Sets e.resolved when it changed
// something (what "then" and "if you do" look at). May raise a follow-up
// event (damage -> destroy); returns true if it did.
template <class G>
bool resolve_core_event(G& g, Event& e, EventLog* log) {
  if (e.kind == ev::kUse) {
    e.resolved = true;
    return false;
  }
  if constexpr (!has_core_board<G>::value) {
    (void)log;
    report_violation("engine: a board verb in a game with its own board");
    return false;
  } else {
  const bool tgt = g.valid_card(e.target);
  switch (e.kind) {
    case ev::kDamage: {
      if (!tgt || !g.in_play(e.target) || e.amount <= 0) return false;
      CardInstance& ci = g.card(e.target);
      ci.damage = static_cast<int8_t>(std::min(100, ci.damage + e.amount));
      e.resolved = true;
      if (log) log_text(g, log, "damage", e.seat, g.card_label(e.target) + " takes " + std::to_string(e.amount) + " damage.");
      int cap = g.capacity(e.target);
      if (cap > 0 && ci.damage >= cap) {
        Event d;
        d.kind = ev::kDestroy;
        d.seat = e.seat;
        d.source = e.source;
        d.target = e.target;
        return raise(g, d);
      }
      return false;
    }
    case ev::kDraw: {
      int seat = e.seat, n = 0;
      if (seat < 0 || seat >= g.seats) return false;
      for (; n < e.amount && !g.zone_of(seat, zone::kDeck).empty(); ++n)
        g.move_card(g.zone_of(seat, zone::kDeck).top(), zone::kHand);
      e.resolved = n > 0;
      e.amount = static_cast<int16_t>(n);
      if (log && n > 0) log_text(g, log, "draw", seat, seat_label(g, seat) + " draws " + std::to_string(n) + (n == 1 ? " card." : " cards."));
      return false;
    }
    case ev::kMill: {
      int seat = e.seat, n = 0;
      if (seat < 0 || seat >= g.seats) return false;
      for (; n < e.amount && !g.zone_of(seat, zone::kDeck).empty(); ++n)
        g.move_card(g.zone_of(seat, zone::kDeck).top(), zone::kDiscard);
      e.resolved = n > 0;
      return false;
    }
    case ev::kDestroy:
      if (!tgt || !g.in_play(e.target)) return false;
      g.move_card(e.target, zone::kDiscard);
      e.resolved = true;
      if (log) log_text(g, log, "destroyed", e.seat, g.card_label(e.target) + " is destroyed.");
      return false;
    case ev::kExhaust:
      if (!tgt || !g.in_play(e.target) || g.card(e.target).exhausted) return false;
      g.card(e.target).exhausted = e.resolved = true;
      return false;
    case ev::kReady:
      if (!tgt || !g.in_play(e.target) || !g.card(e.target).exhausted) return false;
      g.card(e.target).exhausted = false;
      e.resolved = true;
      return false;
    case ev::kFocus:
      if (!tgt || !g.in_play(e.target) || e.amount <= 0) return false;
      g.card(e.target).focus = static_cast<int8_t>(std::min(100, g.card(e.target).focus + e.amount));
      e.resolved = true;
      return false;
    case ev::kHeal: {
      if (!tgt || !g.in_play(e.target)) return false;
      CardInstance& ci = g.card(e.target);
      int n = std::min<int>(ci.damage, std::max<int>(0, e.amount));
      ci.damage = static_cast<int8_t>(ci.damage - n);
      e.resolved = n > 0;
      if (log && n > 0) log_text(g, log, "heal", e.seat, g.card_label(e.target) + " loses " + std::to_string(n) + " damage.");
      return false;
    }
    case ev::kCapture:  // from play or from any other zone (a hand, a deck); amount = 1: it was in play
      if (!tgt || g.card(e.target).zone == zone::kCaptured || !g.valid_card(e.source) || e.source == e.target) return false;
      e.amount = g.in_play(e.target) ? 1 : 0;
      g.move_card(e.target, zone::kCaptured);
      g.card(e.target).under = e.source;
      e.resolved = true;
      return false;
    case ev::kEnterPlay:  // from any zone out of play but under a card (hand, deck, discard, ...)
      if (!tgt || g.card(e.target).zone == zone::kPlay || g.card(e.target).zone == zone::kCaptured) return false;
      g.move_card(e.target, zone::kPlay);
      e.resolved = true;
      if (log) log_text(g, log, "enter_play", e.seat, g.card_label(e.target) + " enters play.");
      return false;
    default:
      return false;
  }
  }
}

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
      if (!answerable<G>(e->kind)) {  // nothing in the game could answer: no windows to open
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
      if (!answerable<G>(e->kind)) {  // nothing could answer (step 0): no reactions either
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
  if (any_usable(g, f.seat, static_cast<uint32_t>(f.v[2]), f.v[0], f.v[3])) return StepResult::Wait;
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
  if (left >= 2) return StepResult::Wait;
  PendingTrigger t = g.pending.back();
  g.pending.pop_back();
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
  std::sort(out.begin(), out.end());
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
      add_use_actions(g, seat, static_cast<uint32_t>(f.v[2]), f.v[0], f.v[3], out);
      break;
    case kFrameOrder:
      if (seat != f.seat) return;
      for (int i = f.v[0]; i < g.pending.size(); ++i)
        out.push_back(make_action(act::kOrder, g.pending[i].card, g.pending[i].ability));
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

// ------------------------------------------------------------------ JSON --

// The flow (CoreFlow) as integers: seats, active, period, stack, events,
// pending, uses, lasting. A game with its own board saves this object next
// to its own board (flow_from_json reads it back).
template <class G>
json flow_to_json(const G& g) {
  json j;
  j["seats"] = g.seats;
  j["active"] = g.active;
  json per = json::array();
  for (uint32_t p : g.period) per.push_back(p);
  j["period"] = per;
  json st = json::array();
  for (const Frame& f : g.stack.frames)
    st.push_back({f.kind, f.step, f.seat, f.ability, f.source == kNoCard ? -1 : f.source, f.v[0], f.v[1], f.v[2], f.v[3]});
  j["stack"] = st;
  json evs = json::array();
  for (const Event& e : g.events)
    evs.push_back({e.kind, e.seat, e.ability, e.cancelled ? 1 : 0, e.resolved ? 1 : 0, e.source == kNoCard ? -1 : e.source,
                   e.target == kNoCard ? -1 : e.target, e.amount, e.serial});
  j["events"] = evs;
  json pend = json::array();
  for (const PendingTrigger& p : g.pending) pend.push_back({p.card, p.ability, p.event});
  j["pending"] = pend;
  json uses = json::array();
  for (const Use& u : g.uses) uses.push_back({u.card, u.ability, static_cast<int>(u.scope), u.period});
  j["uses"] = uses;
  json las = json::array();
  for (const Lasting& l : g.lasting)
    las.push_back({l.source == kNoCard ? -1 : l.source, l.target, l.stat, static_cast<int>(l.until), l.amount});
  j["lasting"] = las;
  return j;
}

// The core data as integers (saves only; views are the game's): the flow
// plus the Core board (cards, zones).
template <class G>
json core_to_json(const G& g) {
  static_assert(has_core_board<G>::value, "core_to_json: a game with its own board uses flow_to_json");
  json j = flow_to_json(g);
  json cards = json::array();
  for (const CardInstance& c : g.cards)
    cards.push_back({c.def, c.owner, c.controller, c.zone, c.exhausted ? 1 : 0, c.damage, c.focus,
                     c.under == kNoCard ? -1 : c.under});
  j["cards"] = cards;
  json zones = json::array();
  for (int s = 0; s < G::Limits::kSeats; ++s) {
    json zs = json::array();
    for (int z = 0; z < G::Limits::kZones; ++z) {
      json a = json::array();
      for (CardId c : g.zones[s][z]) a.push_back(c);
      zs.push_back(a);
    }
    zones.push_back(zs);
  }
  j["zones"] = zones;
  return j;
}

namespace detail {
// Reads an array of exactly n integers, each within [lo[i], hi[i]].
inline bool read_ints(const json& a, int n, const int64_t* lo, const int64_t* hi, int64_t* out) {
  if (!a.is_array() || static_cast<int>(a.size()) != n) return false;
  for (int i = 0; i < n; ++i) {
    const json& x = a[static_cast<size_t>(i)];
    int64_t v = 0;
    if (x.is_number_unsigned()) {
      if (x.get<uint64_t>() > static_cast<uint64_t>(INT64_MAX)) return false;
      v = static_cast<int64_t>(x.get<uint64_t>());
    } else if (x.is_number_integer()) {
      v = x.get<int64_t>();
    } else {
      return false;
    }
    if (v < lo[i] || v > hi[i]) return false;
    out[i] = v;
  }
  return true;
}
inline CardId card_or_none(int64_t v) { return v < 0 ? kNoCard : static_cast<CardId>(v); }
}  // namespace detail

namespace detail {
// Flow part 1 of a save: seats, active, period.
template <class G>
std::string flow_head_from_json(const json& j, G& g) {
  using L = typename G::Limits;
  constexpr int64_t kU32 = 0xFFFFFFFFll;
  int seats = 0, active = 0;
  if (!get_int_in(j, "seats", 1, L::kSeats, seats)) return "core: bad seats";
  if (!get_int_in(j, "active", 0, seats - 1, active)) return "core: bad active seat";
  g.seats = static_cast<int8_t>(seats);
  g.active = static_cast<int8_t>(active);
  const json* per = field(j, "period");
  {
    int64_t lo[static_cast<int>(Scope::Count)], hi[static_cast<int>(Scope::Count)], v[static_cast<int>(Scope::Count)];
    for (int i = 0; i < static_cast<int>(Scope::Count); ++i) lo[i] = 0, hi[i] = kU32;
    if (!per || !detail::read_ints(*per, static_cast<int>(Scope::Count), lo, hi, v)) return "core: bad period";
    for (int i = 0; i < static_cast<int>(Scope::Count); ++i) g.period[i] = static_cast<uint32_t>(v[i]);
  }
  return "";
}

// Flow part 2: events, pending, uses, lasting, stack; checked against the
// board already loaded (num_cards, def_of) and the game's tables.
template <class G>
std::string flow_tail_from_json(const json& j, G& g) {
  using L = typename G::Limits;
  constexpr int64_t kU32 = 0xFFFFFFFFll;
  const int seats = g.seats;
  const int nc = g.num_cards();
  auto ability_ok = [&](int64_t card, int64_t ab) {
    return card >= 0 && card < nc && ab >= 0 && ab < G::card_def(g.def_of(static_cast<CardId>(card))).n_abilities;
  };
  // Events.
  const json* evs = field(j, "events");
  if (!evs || !evs->is_array() || static_cast<int>(evs->size()) > L::kEvents) return "core: bad events";
  g.events.clear();
  for (const json& x : *evs) {
    const int64_t lo[] = {0, -1, -1, 0, 0, -1, -1, -10000, 0};
    const int64_t hi[] = {255, seats - 1, kMaxAbilities - 1, 1, 1, nc - 1, nc - 1, 10000, kU32};
    int64_t v[9];
    if (!detail::read_ints(x, 9, lo, hi, v)) return "core: bad event";
    bool core_kind = v[0] > ev::kNone && v[0] < ev::kNumCore;
    bool game_kind = v[0] >= ev::kFirstGameEvent && v[0] < ev::kFirstGameEvent + G::num_game_events();
    if (!core_kind && !game_kind) return "core: unknown event kind";
    if (v[2] >= 0 && !ability_ok(v[5], v[2])) return "core: event names an unknown ability";
    Event e;
    e.kind = static_cast<uint8_t>(v[0]);
    e.seat = static_cast<int8_t>(v[1]);
    e.ability = static_cast<int8_t>(v[2]);
    e.cancelled = v[3] != 0;
    e.resolved = v[4] != 0;
    e.source = detail::card_or_none(v[5]);
    e.target = detail::card_or_none(v[6]);
    e.amount = static_cast<int16_t>(v[7]);
    e.serial = static_cast<uint32_t>(v[8]);
    (void)g.events.try_push_back(e);
  }
  const int ne = g.events.size();
  const json* pend = field(j, "pending");
  if (!pend || !pend->is_array() || static_cast<int>(pend->size()) > L::kPending) return "core: bad pending";
  g.pending.clear();
  for (const json& x : *pend) {
    const int64_t lo[] = {0, 0, 0};
    const int64_t hi[] = {nc - 1, kMaxAbilities - 1, ne - 1};
    int64_t v[3];
    if (!detail::read_ints(x, 3, lo, hi, v) || !ability_ok(v[0], v[1])) return "core: bad pending trigger";
    (void)g.pending.try_push_back(
        PendingTrigger{static_cast<CardId>(v[0]), static_cast<int8_t>(v[1]), static_cast<int8_t>(v[2])});
  }
  const json* uses = field(j, "uses");
  if (!uses || !uses->is_array() || static_cast<int>(uses->size()) > L::kUses) return "core: bad uses";
  g.uses.clear();
  for (const json& x : *uses) {
    const int64_t lo[] = {0, 0, 1, 0};
    const int64_t hi[] = {nc - 1, kMaxAbilities - 1, static_cast<int>(Scope::Count) - 1, kU32};
    int64_t v[4];
    if (!detail::read_ints(x, 4, lo, hi, v) || !ability_ok(v[0], v[1])) return "core: bad use record";
    (void)g.uses.try_push_back(Use{static_cast<CardId>(v[0]), static_cast<int8_t>(v[1]), static_cast<Scope>(v[2]),
                                   static_cast<uint32_t>(v[3])});
  }
  const json* las = field(j, "lasting");
  if (!las || !las->is_array() || static_cast<int>(las->size()) > L::kLasting) return "core: bad lasting";
  g.lasting.clear();
  for (const json& x : *las) {
    const int64_t lo[] = {-1, 0, 0, 1, -1000};
    const int64_t hi[] = {nc - 1, nc - 1, kMaxStats - 1, static_cast<int>(Scope::Count) - 1, 1000};
    int64_t v[5];
    if (!detail::read_ints(x, 5, lo, hi, v)) return "core: bad lasting effect";
    (void)g.lasting.try_push_back(Lasting{detail::card_or_none(v[0]), static_cast<CardId>(v[1]), static_cast<uint8_t>(v[2]),
                                          static_cast<Scope>(v[3]), static_cast<int16_t>(v[4])});
  }
  // The stack: every kind and step from the tables, every reference valid.
  const json* st = field(j, "stack");
  if (!st || !st->is_array() || static_cast<int>(st->size()) > L::kDepth) return "core: bad stack";
  g.stack.frames.clear();
  for (const json& x : *st) {
    const int64_t lo[] = {0, 0, -1, -1, -1, INT32_MIN, INT32_MIN, INT32_MIN, INT32_MIN};
    const int64_t hi[] = {255, 255, seats - 1, kMaxAbilities - 1, nc - 1, INT32_MAX, INT32_MAX, INT32_MAX, INT32_MAX};
    int64_t v[9];
    if (!detail::read_ints(x, 9, lo, hi, v)) return "core: bad frame";
    Frame f;
    f.kind = static_cast<uint8_t>(v[0]);
    f.step = static_cast<uint8_t>(v[1]);
    f.seat = static_cast<int8_t>(v[2]);
    f.ability = static_cast<int8_t>(v[3]);
    f.source = detail::card_or_none(v[4]);
    for (int i = 0; i < 4; ++i) f.v[i] = static_cast<int32_t>(v[5 + i]);
    auto slot_ok = [&](int32_t s, bool optional) { return (optional && s == -1) || (s >= 0 && s < ne); };
    auto card_ok = [&](int32_t c) { return c == -1 || (c >= 0 && c < nc); };
    switch (f.kind) {
      case kFrameEvent:
        if (f.step > 5 || !slot_ok(f.v[0], false) || f.v[1] < 0 || f.v[1] > 1) return "core: bad event frame";
        break;
      case kFrameWindow:
        if (f.step != 0 || f.seat < 0 || !slot_ok(f.v[0], true) || f.v[1] < 0 || f.v[1] > seats || f.v[2] <= 0 ||
            f.v[2] >= (1 << 7) || f.v[3] < 0 || f.v[3] > 255)
          return "core: bad window frame";
        break;
      case kFrameOrder:
        if (f.step != 0 || f.seat < 0 || f.v[0] < 0 || f.v[0] > g.pending.size()) return "core: bad order frame";
        break;
      case kFrameAbility:
        if (f.step > 3 || f.seat < 0 || !ability_ok(v[4], v[3]) || !card_ok(f.v[0]) || !slot_ok(f.v[1], true) ||
            f.v[2] < 0 || f.v[2] > kMaxAbilities || f.v[3] < 0 || f.v[3] > 7)
          return "core: bad ability frame";
        break;
      default: {
        const FrameKindDef<G>* k = game_kind<G>(f.kind);
        if (!k || !k->run) return "core: unknown frame kind";
        if (f.step >= k->steps) return "core: frame step out of range";
        if (f.ability >= 0 && !ability_ok(v[4], v[3])) return "core: frame names an unknown ability";
      }
    }
    (void)g.stack.frames.try_push_back(f);
  }
  // Game kinds' own check, once everything is loaded.
  for (const Frame& f : g.stack.frames) {
    const FrameKindDef<G>* k = game_kind<G>(f.kind);
    if (k && k->valid && !k->valid(g, f)) return "core: a frame that cannot arise";
  }
  return "";
}
}  // namespace detail

// Inverse of flow_to_json, for a game with its own board: load the board
// (and whatever the frames' valid hooks look at) first, then this. Same
// checks as core_from_json's flow part. Returns "" or the first problem.
template <class G>
std::string flow_from_json(const json& j, G& g) {
  if (!j.is_object()) return "core: not an object";
  if (unknown_key(j, {"seats", "active", "period", "stack", "events", "pending", "uses", "lasting"}))
    return "core: unknown key";
  std::string e = detail::flow_head_from_json(j, g);
  if (!e.empty()) return e;
  return detail::flow_tail_from_json(j, g);
}


// Inverse of core_to_json. Every number is range-checked, every frame kind,
// step, card, ability and event slot is checked against the game's tables
// and the structure (cards listed once in the zone their record names).
// Returns "" or the first problem; on a problem `g` is unusable.
template <class G>
std::string core_from_json(const json& j, G& g) {
  static_assert(has_core_board<G>::value, "core_from_json: a game with its own board uses flow_from_json");
  using L = typename G::Limits;
  if (!j.is_object()) return "core: not an object";
  if (unknown_key(j, {"seats", "active", "period", "stack", "events", "pending", "uses", "lasting", "cards", "zones"}))
    return "core: unknown key";
  std::string err = detail::flow_head_from_json(j, g);
  if (!err.empty()) return err;
  const int seats = g.seats;
  // Cards first: everything else refers to them.
  const json* cards = field(j, "cards");
  if (!cards || !cards->is_array() || static_cast<int>(cards->size()) > L::kCards) return "core: bad cards";
  const int nc = static_cast<int>(cards->size());
  g.cards.clear();
  for (const json& c : *cards) {
    const int64_t lo[] = {0, 0, 0, 0, 0, 0, 0, -1};
    const int64_t hi[] = {G::num_card_defs() - 1, seats - 1, seats - 1, L::kZones - 1, 1, 100, 100, nc - 1};
    int64_t v[8];
    if (!detail::read_ints(c, 8, lo, hi, v)) return "core: bad card instance";
    CardInstance ci;
    ci.def = static_cast<uint16_t>(v[0]);
    ci.owner = static_cast<int8_t>(v[1]);
    ci.controller = static_cast<int8_t>(v[2]);
    ci.zone = static_cast<uint8_t>(v[3]);
    ci.exhausted = v[4] != 0;
    ci.damage = static_cast<int8_t>(v[5]);
    ci.focus = static_cast<int8_t>(v[6]);
    ci.under = detail::card_or_none(v[7]);
    if ((ci.zone == zone::kCaptured) != (ci.under != kNoCard)) return "core: a captured card must name its host";
    if (ci.zone != zone::kPlay && ci.controller != ci.owner) return "core: only cards in play change controller";
    (void)g.cards.try_push_back(ci);
  }
  const json* zones = field(j, "zones");
  if (!zones || !zones->is_array() || static_cast<int>(zones->size()) != L::kSeats) return "core: bad zones";
  std::vector<int> seen(static_cast<size_t>(nc), 0);
  for (int s = 0; s < L::kSeats; ++s) {
    const json& zs = (*zones)[static_cast<size_t>(s)];
    if (!zs.is_array() || static_cast<int>(zs.size()) != L::kZones) return "core: bad zones";
    for (int z = 0; z < L::kZones; ++z) {
      const json& a = zs[static_cast<size_t>(z)];
      auto& dst = g.zones[s][z];
      dst.cards.clear();
      if (!a.is_array()) return "core: bad zone";
      for (const json& x : a) {
        int c = 0;
        if (!as_int_in(x, 0, nc - 1, c)) return "core: a zone names an unknown card";
        if (g.area_of(static_cast<CardId>(c)) != s || g.cards[c].zone != z) return "core: a card is not where its record says";
        if (++seen[static_cast<size_t>(c)] > 1) return "core: a card is listed twice";
        if (!dst.try_put_bottom(static_cast<CardId>(c))) return "core: a zone holds too many cards";
      }
    }
  }
  for (int c = 0; c < nc; ++c)
    if (seen[static_cast<size_t>(c)] != 1) return "core: a card is in no zone";
  return detail::flow_tail_from_json(j, g);
}

// Invariants of the flow (for check_invariants of a game with its own
// board): no invariant violation reported.
template <class G>
std::string check_flow(const G&) {
  if (const char* v = pending_violation()) return std::string("invariant violation reported: ") + v;
  return "";
}

// Structural invariants of the core data (for check_invariants): the flow's
// and the Core board's (every card listed once, where its record says).
template <class G>
std::string check_core(const G& g) {
  static_assert(has_core_board<G>::value, "check_core: a game with its own board uses check_flow");
  std::string e = check_flow(g);
  if (!e.empty()) return e;
  int listed = 0;
  for (int s = 0; s < G::Limits::kSeats; ++s)
    for (int z = 0; z < G::Limits::kZones; ++z)
      for (CardId c : g.zones[s][z]) {
        if (!g.valid_card(c) || g.area_of(c) != s || g.card(c).zone != z) return "a card is not where its record says";
        ++listed;
      }
  if (listed != g.cards.size()) return "cards were lost or duplicated";
  return "";
}

}  // namespace engine
}  // namespace sw
