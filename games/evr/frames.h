// EvR's flow as frame kinds (sw/engine.h's FrameKindDef): the phases are
// frames on EvrState::stack (state.h lists the kinds and their steps), each
// kind a row of the engine's table (EvrState::game_frames, flow.cpp: the
// phases, then the scripts at 16 + PowerId), run by engine::advance until
// some seat must decide. Everything the API shows (seats to act, legal
// actions, what an action does, the prompt) comes from the top frame's row
// through the engine: a phase's, or a power's script row while its choice
// frame is on top.
#pragma once
#include <string>
#include <vector>
#include "evr/effects.h"
#include "sw/engine.h"

namespace sw {
namespace evr {

static_assert(kDominanceFrame == kFirstGameFrame, "EvR's frame kinds follow the engine's core kinds");
static_assert(kFirstPowerFrame >= kFirstGameFrame + kNumPhaseFrames, "power frames above the phase kinds");

using FrameKind = FrameKindDef<EvrState>;

// The phases' rows of the engine's table are kPhaseKinds (phase_kinds.h).

// The row of a phase frame kind; null for a power's frame or an unknown kind.
inline const FrameKind* frame_kind(int kind) {
  unsigned k = static_cast<unsigned>(kind - kDominanceFrame);
  return k < static_cast<unsigned>(kNumPhaseFrames) ? &EvrState::game_frames()[k] : nullptr;
}

// The driver is the engine's (engine::advance): it runs the top frame until
// some seat must decide or the game ends; a power's frame on top waits for
// its choice. unknown_frame reports a frame of an unused kind and pops it.
void unknown_frame(EvrState& s);  // flow.cpp

// The phase on top hands over to the next one: replaces the phase frame on
// top (or starts the stack) with a frame of `kind` at `step`; the driver runs it.
void enter_phase(EvrState& s, uint8_t kind, uint8_t step = 0);

// What a stack at rest may look like, checked against the phase (saves and
// check_invariants): the phase's frame at the bottom at a step where it
// waits, a power's frame above only during the struggle and Dominance. "" if fine.
std::string check_frames(const EvrState& s);

// Ends the game now (EVR-DOM-12, EVR-LEARN-5, OQ-EVR-13): nothing is pending any more.
void end_game(EvrState& s, int winner, EventLog* log, const std::string& text);

// EVR-STRUGGLE-1 / EVR-LEARN-1: the struggle begins; `first` >= 0: that seat
// acts first (set-up positions), else the rules say who.
void start_struggle(EvrState& s, EventLog* log, int first);
// Both passed in a row (flow.cpp): Dominance, or the learning game's result.
void struggle_over(EvrState& s, EventLog* log);

}  // namespace evr
}  // namespace sw
