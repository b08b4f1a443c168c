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
//
// The engine is split by concern into headers, each readable on its own, in
// this order (each includes the one before): docs/architecture.md has a
// section per header.
#pragma once
#include "sw/core_state.h"
#include "sw/action_codes.h"
#include "sw/board_hooks.h"
#include "sw/card_queries.h"
#include "sw/event_windows.h"
#include "sw/resolve_events.h"
#include "sw/core_frames.h"
#include "sw/driver.h"
#include "sw/core_save.h"
