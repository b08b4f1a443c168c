// The state of a scripted card game as plain data: card instances and zones
// (the core's board), the flow (seats, periods, the step stack, events,
// forced triggers waiting, limited uses, lasting effects) and the table row
// of a game frame kind.
// Part of the engine (sw/engine.h gives the overview); read in the order
// sw/engine.h includes these headers.
#pragma once
#include <cstdint>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>
#include "sw/abilities.h"
#include "sw/game.h"
#include "sw/invariant.h"
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
inline constexpr uint8_t kNone = 0xff;    // no zone yet (a card being created)
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
  // The zones whose cards sit in their controller's list, a bit per zone:
  // the play area. A game may add its own (the LCG's edge stacks: a card a
  // player places from a teammate's common reserve is in the player's stack).
  static constexpr uint32_t kControlledZones = 1u << zone::kPlay;
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

  // What the seat with priority may do at the window waiting on top of the
  // stack (pass left out), as the window's run worked it out when it decided
  // to wait: legal_actions reads it instead of scanning hands and play areas
  // again. Not part of the position (never saved, compared or shown);
  // engine::apply and every change made outside the step loop
  // (resample_hidden) forget it, and an answer too long to keep is not kept.
  struct WindowAnswer {
    bool kept = false;
    int8_t seat = -1;
    int16_t depth = -1;
    InlineVec<Action, 48> actions;
  };
  mutable WindowAnswer window_answer;
  void forget_window_answer() const { window_answer.kept = false; }

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
  // Does the flow name card `c`: a frame's source (or an ability frame's
  // card), an open event, a pending trigger, a use counted against a limit, a
  // lasting effect? Such a card is known to be where it is, so a
  // determinisation (State::resample_hidden) leaves it in place.
  bool flow_names(CardId c) const {
    for (const Frame& f : stack.frames)
      if (f.source == c || (f.kind == kFrameAbility && f.v[0] == c)) return true;
    for (const Event& e : events)
      if (e.source == c || e.target == c) return true;
    for (const PendingTrigger& t : pending)
      if (t.card == c) return true;
    for (const Use& u : uses)
      if (u.card == c) return true;
    for (const Lasting& l : lasting)
      if (l.source == c || l.target == c) return true;
    return false;
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

  // The answer index: which stats the constant abilities of cards in play
  // change, and per seat which event kinds the cards in its hand and play
  // area could answer (engine::board_summary). Derived from the zones and
  // the card table; never saved or compared. It is kept as a superset of the
  // exact answer, so a "no" is always true and costs nothing: a card entering
  // a hand or a play area is noted (`entered`) and folded in at the next
  // question; a card leaving one only makes the index `loose`, and a "yes"
  // from a loose index is checked by rebuilding it (engine::summary_says).
  // Code that rearranges zones itself (a determinisation, a change of
  // control) calls board_changed(): the next question rebuilds it whole.
  struct BoardSummary {
    uint32_t version = ~0u;
    uint64_t constants[4] = {};            // bit s: a card in play has a constant ability on stat s
    // bit k per side (engine::answers_bit): a card of this seat (hand, play)
    // answers event kind k before it resolves / after
    uint64_t answers[Cfg::kSeats][8] = {};  // 8: engine::kAnswerWords
    uint32_t kinds[Cfg::kSeats] = {};       // kind_bit()s of the abilities of this seat's cards (hand, play)
    bool loose = false;                     // a card left a hand or play area since the last rebuild
    uint8_t n_entered = 0;                  // cards that entered a hand or play area, not folded in yet
    CardId entered[8] = {};
    // The cards in play with a constant ability, each once, in no order
    // (a superset while loose): what a stat or a mark adds up. When more
    // than fit, `sources_all`: look at every card in play.
    static constexpr int kMaxSources = 32;
    uint8_t n_sources = 0;
    bool sources_all = false;
    CardId sources[kMaxSources] = {};
    void add_source(CardId c) {
      for (int i = 0; i < n_sources; ++i)
        if (sources[i] == c) return;
      if (n_sources == kMaxSources) sources_all = true;
      else sources[n_sources++] = c;
    }
  };
  uint32_t board_version = 0;
  mutable BoardSummary summary;
  void board_changed() { ++board_version; }
  // A card moves from zone `from` of seat `from_seat` to zone `to` of
  // `to_seat` (`from` is zone::kNone for a new card): the index notes what
  // it must. A card going from hand to play in the same seat's area leaves
  // that seat's answers as they were (they cover hand and play).
  void board_moved(CardId c, uint8_t from, int from_seat, uint8_t to, int to_seat) {
    const bool from_board = from == zone::kPlay || from == zone::kHand;
    const bool to_board = to == zone::kPlay || to == zone::kHand;
    if (!from_board && !to_board) return;
    if (summary.version != board_version) return;  // rebuilt whole at the next question anyway
    if (from_board && (!to_board || from_seat != to_seat || from == zone::kPlay)) summary.loose = true;
    if (to_board) {
      if (summary.n_entered == 8) board_changed();
      else summary.entered[summary.n_entered++] = c;
    }
  }

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
  // Are zone `z`'s cards listed under their controller (Cfg::kControlledZones)?
  static constexpr bool controlled_zone(uint8_t z) { return z < 32 && ((Cfg::kControlledZones >> z) & 1u) != 0; }
  // The seat whose zone list holds the card.
  int area_of(CardId c) const { return controlled_zone(cards[c].zone) ? cards[c].controller : cards[c].owner; }
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
    board_moved(id, zone::kNone, seat, z, seat);
    zones[seat][z].put_bottom(id);
    return id;
  }
  // Moves a card to zone `z` (bottom, or top when `top`); in play it goes
  // under its controller, elsewhere under its owner. Tokens and exhaustion
  // are cleared when it leaves play.
  void move_card(CardId c, uint8_t z, bool top = false) {
    CardInstance& ci = cards[c];
    // The answer index looks at hands and play areas only.
    board_moved(c, ci.zone, area_of(c), z, controlled_zone(z) ? ci.controller : ci.owner);
    zones[area_of(c)][ci.zone].remove(c);
    if (ci.zone == zone::kPlay && z != zone::kPlay) {
      ci.exhausted = false;
      ci.damage = ci.focus = 0;
    }
    if (!controlled_zone(z)) ci.controller = ci.owner;  // back with its owner
    ci.zone = z;
    if (z != zone::kCaptured) ci.under = kNoCard;
    auto& dst = zones[area_of(c)][z];
    if (top) dst.put_top(c);
    else dst.put_bottom(c);
  }
  // Moves card c into zone z under `seat`'s control, a zone listed under the
  // controller (Cfg::kControlledZones): the play area, or a game's own (the
  // LCG's edge stacks, MP-GEN-7). Elsewhere the card goes to its owner's list.
  void move_card_under(CardId c, uint8_t z, int seat, bool top = false) {
    if (controlled_zone(z)) cards[c].controller = static_cast<int8_t>(seat);
    move_card(c, z, top);
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

}  // namespace sw
