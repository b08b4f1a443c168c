// The Empire vs Rebellion match state: plain data (copying it clones it), plus
// the rule helpers shared by the phase files and the card powers.
#pragma once
#include <cstdint>
#include <string>
#include <vector>
#include "evr/cards.h"
#include "sw/actions.h"
#include "sw/engine.h"
#include "sw/game.h"
#include "sw/priority.h"
#include "sw/steps.h"
#include "sw/zone.h"

namespace sw {
namespace evr {

enum class Phase : uint8_t { Characters, Planning, Struggle, Dominance, Over };
enum class Variant : uint8_t { Full, Learning };
enum class StratStatus : uint8_t { Unused, Chosen, Used, Discarded };

// Actions: a verb with at most one operand (sw/actions.h); the table below is
// the only list of verbs. String ids ("force:reb.military-4", docs/api.md)
// and labels come from games/evr/actions.cpp. The integers are dense and sort
// by (verb, operand), so listing options in this order keeps them ascending.
namespace act {
enum Verb : int {
  Pass, Play, Force, Influence, Strategy, StrategyForOpponent, Character,
  Pick, Deck, PickStrategy, PickEvent, Yes, No, Done, kVerbCount
};
constexpr VerbSpec kVerbSpecs[kVerbCount] = {
    {"pass", 0},
    {"play", 0},
    {"force", kNumResourceCards},                 // + card
    {"influence", kNumResourceCards},             // + card
    {"strategy", kNumStrategies},                 // + own strategy
    {"strategy-for-opponent", kNumStrategies},    // + strategy (Infiltration)
    {"character", kNumResourceCards},             // + card (set-up pick)
    {"pick", kNumResourceCards},                  // + card
    {"deck", 2},                                  // + faction
    {"pick-strategy", kNumStrategies},            // + strategy
    {"pick-event", kNumEvents},                   // + event
    {"yes", 0},
    {"no", 0},
    {"done", 0},
};
constexpr ActionSpace<kVerbCount> kSpace(kVerbSpecs);
constexpr Action kPass = kSpace.encode(Pass);
constexpr Action kPlay = kSpace.encode(Play);
constexpr Action kYes = kSpace.encode(Yes);
constexpr Action kNo = kSpace.encode(No);
constexpr Action kDone = kSpace.encode(Done);
constexpr Action make(Verb v, int operand) { return kSpace.encode(v, operand); }
constexpr bool is(Action a, Verb v) { return kSpace.is(a, v); }
constexpr int operand(Action a, Verb v) { return kSpace.operand(a, v); }
}  // namespace act

// Where the game is, as a step stack (sw/steps.h; docs/architecture.md): the
// bottom frame is the current phase, and a power or effect waiting for a
// choice is a frame above it. Frame kinds (numbered like sw/engine.h's game
// kinds, so the engine's driver can take the table over):
//   kDominanceFrame  the Dominance phase, steps dom::Step (flow.cpp)
//   kSetupFrame      character selection (EVR-SETUP-8; setup.cpp)
//   kPlanningFrame   event and strategy selection, steps plan::Step (planning.cpp)
//   kStruggleFrame   the struggle: both seats take turns until both pass in a
//                    row (s.run), steps strug::Step (struggle.cpp)
//   kFirstPowerFrame + PowerId   a power or effect waiting for a choice:
//                    step = the power's own step, seat = who decides now,
//                    source = the card whose power it is (kNoCard for strategy
//                    and event effects), and the variables v = {owner (whose
//                    power / who benefits), a, b, count} (scratch values,
//                    meaning per power), read as s.choice().
// A phase frame hands over to the next phase by replacing itself (Setup ->
// Planning -> Struggle -> Dominance -> Planning ...); the stack is empty once
// the game is over. Powers never start powers, so at rest the stack is at
// most a phase with one power above it (kMaxNesting; ask() refuses and
// reports a deeper choice). Frame kinds 0..7 are the engine's core kinds:
// EvR's abilities pass through its ability (3) and event (0) frames while
// the driver runs, never at rest (sw/engine.h; run_abilities.cpp).
constexpr uint8_t kDominanceFrame = 8;   // == sw::kFirstGameFrame (frames.h checks)
constexpr uint8_t kSetupFrame = 9;
constexpr uint8_t kPlanningFrame = 10;
constexpr uint8_t kStruggleFrame = 11;
constexpr int kNumPhaseFrames = 4;       // kinds 8..11: the table in flow.cpp
constexpr uint8_t kFirstPowerFrame = kFirstScriptFrame;  // cards.h: a script's kind
constexpr uint8_t power_frame(PowerId p) { return script_kind(p); }
constexpr bool is_power_frame(uint8_t kind) { return kind >= kFirstPowerFrame; }
constexpr PowerId frame_power(uint8_t kind) {
  return is_power_frame(kind) ? static_cast<PowerId>(kind - kFirstPowerFrame) : PowerId::None;
}
// The Dominance frame's steps (flow.cpp; saved as numbers: "dominance.step").
namespace dom {
enum Step : uint8_t {
  Reveal,              // EVR-DOM-2..5
  FirstRevealEffect,   // "when revealed" effects, balance side first
  SecondRevealEffect,
  Winner,              // EVR-DOM-6..8
  Award,               // EVR-DOM-8..11
  GameEnd,             // EVR-DOM-12 / EVR-WIN-1
  Done,                // EVR-DOM-13..16: prepare the next round
  kSteps
};
}  // namespace dom
// The Planning frame's steps (planning.cpp). Saves hold it only at Choose.
namespace plan {
enum Step : uint8_t {
  Reveal,  // EVR-PLAN-2: the next round and its event; random strategies
  Choose,  // EVR-PLAN-4/5: wait until both strategies are chosen
  kSteps
};
}  // namespace plan
// The Struggle frame's steps (struggle.cpp). Saves hold it at Turn, or at
// EndTurn under a power's choice.
namespace strug {
enum Step : uint8_t {
  Begin,    // EVR-STRUGGLE-1 / EVR-LEARN-1: who acts first
  Turn,     // the seat s.run.current acts (EVR-STRUGGLE-2..9)
  EndTurn,  // after a non-pass action (and its power's choice): the turn moves on
  Over,     // both passed in a row (EVR-STRUGGLE-10): Dominance, or the learning game's result
  kSteps
};
}  // namespace strug
// The capacities of EvR's part of the engine's flow (sw::CoreFlow). The stack
// holds a phase and at most one power's frame; the flow extras (events,
// pending triggers, limited uses, lasting effects) are empty whenever the
// game waits for a decision (check_invariants) and are never saved.
struct EvrLimits : CoreLimits {
  static constexpr int kSeats = 2;
  static constexpr int kCards = kNumCardRefs;  // card ids = card refs (cards.h)
  // The phase, an ability frame (or two: both strategies at EVR-DOM-6) and
  // the event its verb raises; at rest a phase and at most one power's
  // choice (kMaxNesting, check_frames).
  static constexpr int kDepth = 4;
  static constexpr int kEvents = 2;
  static constexpr int kPending = 2;
  static constexpr int kUses = 2;
  static constexpr int kLasting = 2;
};
constexpr int kMaxNesting = 2;  // frames at rest: a phase and one power's choice
using EvrStack = StepStack<EvrLimits::kDepth>;

// A power's frame under its own names (s.choice()): references into the frame.
template <class F, class U8, class I8, class I32>
struct ChoiceOf {
  U8& step;
  I8& seat;
  I32& owner;
  I32& a;
  I32& b;
  I32& count;
  PowerId power;
  int source;  // -1 for effects
  explicit ChoiceOf(F& f)
      : step(f.step), seat(f.seat), owner(f.v[0]), a(f.v[1]), b(f.v[2]), count(f.v[3]),
        power(frame_power(f.kind)), source(f.source == kNoCard ? -1 : static_cast<int>(f.source)) {}
};
using Choice = ChoiceOf<Frame, uint8_t, int8_t, int32_t>;
using ConstChoice = ChoiceOf<const Frame, const uint8_t, const int8_t, const int32_t>;

// The save shape of a power's frame ("pending" in docs/api.md; state_fields.h).
struct Pending {
  PowerId power = PowerId::None;
  uint8_t step = 0;
  int8_t seat = -1;
  int8_t owner = -1;
  int8_t source = -1;
  int8_t a = -1;
  int8_t b = -1;
  int8_t count = 0;
  template <class V>
  static void fields(V& v);  // state_fields.h
  bool operator==(const Pending& o) const;
};

struct PlayerState {
  int8_t faction = kRebel;
  Zone<kCardsPerFaction> deck;     // hidden; index 0 = top
  Zone<kCardsPerFaction> in_play;  // public, in order of play
  Zone<kCardsPerFaction> discard;  // public
  Zone<kCharactersPerFaction> reserve;  // owner only (EVR-COMP-9)
  int8_t picked = 0;               // characters picked during setup
  StratStatus strat[kNumStrategies] = {};
  int8_t chosen = -1;              // strategy chosen this round
  int8_t chosen_by = -1;           // seat that chose it
  bool revealed = false;           // chosen card face up (Dominance, Locate the Rebel Base)
  // Flags for next round's strategy choice, set by Infiltration and events.
  bool next_by_opponent = false;
  bool next_random = false;
  bool next_reveal_first = false;
  int16_t influence = 0;
  int16_t vp = 0;
  uint32_t won = 0;                // bit e = event e won
  template <class V>
  static void fields(V& v);  // state_fields.h: the only list of fields
  bool operator==(const PlayerState& o) const;
};

// The last Dominance phase, for views and the end screen.
struct RoundResult {
  int8_t round = 0;
  int8_t event = -1;
  int8_t totals[2] = {0, 0};
  int8_t final_totals[2] = {0, 0};
  int8_t strategy[2] = {-1, -1};
  bool cancelled[2] = {false, false};
  int8_t winner = -1;
  template <class V>
  static void fields(V& v);  // state_fields.h: the only list of fields
  bool operator==(const RoundResult& o) const;
};

// The match state runs on the engine's flow (sw/engine.h's CoreFlow: the step
// stack `stack`, seats) with EvR's own board, reached by the engine through
// the board hooks below. Card ids are card refs (cards.h): resource cards
// 0..47, events 48.., strategies 72...
struct EvrState : CoreFlow<EvrLimits> {
  Variant variant = Variant::Full;
  Rng rng;
  Phase phase = Phase::Characters;
  int16_t round = 0;
  int8_t seat_of_faction[2] = {0, 1};
  Zone<kNumEvents> event_deck;     // hidden; index 0 = top
  int8_t event = -1;               // this round's event
  int8_t balance = kRebel;         // faction shown on the balance token; -1 before it is set (EVR-SETUP-11)
  PassRun run;                     // struggle turns and passes
  uint64_t exhausted = 0;          // bit c = card c exhausted
  PlayerState p[2];
  // (CoreFlow's `stack`: the phase's frame and a power's choice above it; none once over)
  // Dominance bookkeeping.
  int8_t winner = -1;              // this round's winner while resolving
  int8_t last_loser = -1;          // seat that lost the last event (EVR-DOM-14)
  bool strat_active[2] = {false, false};
  RoundResult last;
  // End of game.
  bool over = false;
  int8_t game_winner = -1;         // -1 with over = draw / no winner
  template <class V>
  static void fields(V& v);  // state_fields.h: the only list of fields
  bool operator==(const EvrState& o) const;

  // --- queries ---
  int faction(int seat) const { return p[seat].faction; }
  int seat_of(int faction) const { return seat_of_faction[faction]; }
  int owner_seat(int card) const { return seat_of_faction[faction_of(card)]; }
  bool is_exhausted(int card) const {  // only resource cards are ever exhausted
    return card >= 0 && card < kNumResourceCards && ((exhausted >> card) & 1u);
  }
  int capacity() const { return event >= 0 ? event_def(event).capacity : 0; }
  int target() const { return event >= 0 ? event_def(event).target : 0; }
  int current_value(int card) const {
    const ResourceCardDef& d = resource_def(card);
    return is_exhausted(card) ? d.exhausted_value : d.active_value;
  }
  int total(int seat) const;                  // EVR-STRUGGLE-11
  bool can_play_more(int seat) const { return p[seat].in_play.size() < capacity(); }  // EVR-STRUGGLE-4
  bool has_card_to_play(int seat) const { return !p[seat].deck.empty() || !p[seat].discard.empty(); }
  bool power_blocked(int card) const;         // ongoing event effects (OQ-EVR-04)
  int num_unused(int seat) const;
  bool full_game() const { return variant == Variant::Full; }
  // A power or effect waits for a choice: the top frame is a power's.
  bool choosing() const { return !stack.empty() && is_power_frame(stack.top().kind); }
  // --- the engine's game hooks (sw/engine.h; board.cpp, flow.cpp) ---
  static const CardDef<EvrState>& card_def(int def) { return evr::card_def(def); }  // def = card ref
  static int num_card_defs() { return kNumCardRefs; }
  // EvR's frame kinds 8..(16 + last PowerId) for sw/engine.h's driver (flow.cpp).
  static const FrameKindDef<EvrState>* game_frames() { return kFrameTable; }
  static constexpr int num_game_frames() { return kFirstScriptFrame - 8 + static_cast<int>(PowerId::Count); }
  static const FrameKindDef<EvrState>* const kFrameTable;  // flow.cpp
  static const VerbDef* game_verbs() { return nullptr; }  // EvR's actions are its own (act:: above)
  static int num_game_verbs() { return 0; }
  static int num_game_events();                                    // effects.h: evt::kNumGameEvents
  void resolve_game_event(Event& e, EventLog* log);                // run_abilities.cpp
  void after_event(const Event&, EventLog*) {}
  std::string card_key(CardId c) const;                            // "reb.military-4", "event.<key>", "strategy.<key>"
  std::string card_label(CardId c) const;                          // the card's name
  // --- the engine's board hooks over EvR's board (board.cpp) ---
  // A resource card is in play while it is in its owner's in_play zone; an
  // event while it is this round's event; a strategy while a seat has it
  // chosen this round (face down or revealed). The controller of a resource
  // card is its owner's seat; of an event the seat that won it this round
  // (-1 before); of a strategy the seat that chose it (the balance side's
  // when both chose the same one; -1 when none did). EvR has no hand.
  int num_cards() const { return kNumCardRefs; }
  int def_of(CardId c) const { return c; }
  int controller_of(CardId c) const;
  bool in_play(CardId c) const;
  bool in_hand_of(CardId, int) const { return false; }
  bool is_exhausted(CardId c) const { return is_exhausted(static_cast<int>(c)); }
  void pay_exhaust(CardId c) {
    if (c < kNumResourceCards) exhausted |= uint64_t{1} << c;
  }
  void pay_from_hand(CardId) { report_violation("evr: no card is played from a hand"); }
  // The engine logs nothing when an ability starts: the Force action and
  // the Dominance phase word it (the log text is EvR's own).
  void log_ability(const Frame&, EventLog&) const {}
  // The waiting power's frame (precondition: choosing()).
  Choice choice() { return Choice(stack.top()); }
  ConstChoice choice() const { return ConstChoice(stack.top()); }
};

// --- rule helpers (rules.cpp) ---
// Takes the top card of `seat`'s deck, first shuffling the discard pile into a
// new deck when the deck is empty (EVR-STRUGGLE-12, OQ-EVR-08). -1 if none.
int draw_top(EvrState& s, int seat, EventLog* log);
// Shuffles the discard pile into the deck if the deck is empty (same rule).
void refill_deck_if_empty(EvrState& s, int seat, EventLog* log);
// Puts a card into play active (EVR-COMP-8). Caller checks capacity.
void put_into_play(EvrState& s, int seat, int card, EventLog* log, const char* how);
// Moves a card in play to its owner's discard pile.
void discard_from_play(EvrState& s, int card, EventLog* log, int by_seat);
void exhaust_card(EvrState& s, int card, EventLog* log, int by_seat);
void shuffle_deck(EvrState& s, int seat);
void lose_influence(EvrState& s, int seat, int n, EventLog* log);  // EVR-FAQ-12
void gain_influence(EvrState& s, int seat, int n, EventLog* log, const char* why);
// A strategy card leaves play by an effect; if none are left unused, all
// others come back (EVR-FAQ-6, OQ-EVR-14).
void discard_strategy(EvrState& s, int seat, int strategy, EventLog* log);
void recover_strategies_if_none_unused(EvrState& s, int seat, EventLog* log);
void shuffle_reserve_character_into_deck(EvrState& s, int seat, int card, EventLog* log);  // EVR-FAQ-5
void move_deck_character_to_reserve(EvrState& s, int seat, int card, EventLog* log);

// Whether `viewer` may see the face of `seat`'s chosen strategy card: once it
// is revealed; always to the seat that chose it; and to its owner at any time
// (EVR-FAQ-9), except while both players' Infiltrations are choosing for each
// other (EVR-FAQ-10: nobody looks until both have chosen).
bool sees_chosen_strategy(const EvrState& s, int seat, int viewer);

std::string card_label(int card);            // "Military (4)", "Han Solo"
std::string seat_name(const EvrState& s, int seat);  // "Rebel" / "Imperial"

// --- flow (frames.h: the frame kinds and the driver) ---
// Called when a power's frame has been popped (finish_power). Nothing is left
// to do then: the driver, which runs after every action, resumes the frame
// below (the Dominance phase goes on, or the struggle turn ends).
void after_pending(EvrState& s, EventLog* log);

// --- strategy selection (planning.cpp) ---
int strategy_chooser(const EvrState& s, int target_seat);
bool strategy_selectable_now(const EvrState& s, int target_seat);
void assign_strategy(EvrState& s, int target_seat, int strategy, int by_seat, EventLog* log);

}  // namespace evr
}  // namespace sw

// The phases as compile-time frame kinds (after EvrState: the engine sees them).
#include "evr/phase_kinds.h"
