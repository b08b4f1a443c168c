// The phases of EvR as frame kinds 8..11 (state.h): their functions and
// their rows, known at compile time. The engine's table
// (EvrState::game_frames, flow.cpp) starts with these rows, and
// sw::engine::StaticKinds<EvrState> names them, so the engine calls their functions
// directly (sw/engine.h). Included at the end of state.h, so every file that
// drives EvR through the engine sees it.
#pragma once
#include <string>
#include <vector>
#include "sw/engine.h"

namespace sw {
namespace evr {

struct EvrState;

// --- Dominance (flow.cpp) ---
StepResult dominance_run(EvrState& s, Frame& f, EventLog* log);

// --- Setup: character selection (setup.cpp) ---
StepResult setup_run(EvrState& s, Frame& f, EventLog* log);
void setup_legal(const EvrState& s, const Frame& f, int seat, std::vector<Action>& out);
void setup_apply(EvrState& s, Frame& f, int seat, Action a, EventLog* log);
std::string setup_prompt(const EvrState& s, const Frame& f, int seat);

// --- Planning (planning.cpp) ---
StepResult planning_run(EvrState& s, Frame& f, EventLog* log);
void planning_legal(const EvrState& s, const Frame& f, int seat, std::vector<Action>& out);
void planning_apply(EvrState& s, Frame& f, int seat, Action a, EventLog* log);
std::string planning_prompt(const EvrState& s, const Frame& f, int seat);
void assign_random_strategies(EvrState& s, EventLog* log);  // Create a Diversion
// EVR-PLAN-2: the log entry of this round's event (s.event, round s.round),
// also written by a set-up position that begins in Planning with its event.
void log_event_revealed(const EvrState& s, EventLog* log);

// --- Struggle (struggle.cpp) ---
StepResult struggle_run(EvrState& s, Frame& f, EventLog* log);
void struggle_legal(const EvrState& s, const Frame& f, int seat, std::vector<Action>& out);
void struggle_apply(EvrState& s, Frame& f, int seat, Action a, EventLog* log);
std::string struggle_prompt(const EvrState& s, const Frame& f, int seat);

// Indexed by kind - kDominanceFrame. Every row lists its actions ascending
// (the conformance suite checks it); the struggle's turn always waits, for
// the frame's seat (the seat whose turn it is, struggle.cpp).
inline constexpr FrameKindDef<EvrState> kPhaseKinds[kNumPhaseFrames] = {
    {"dominance", dom::kSteps, dominance_run, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, false, true, 0},
    {"setup", 1, setup_run, setup_legal, setup_apply, setup_prompt, nullptr, nullptr, nullptr, false, true, 0},
    {"planning", plan::kSteps, planning_run, planning_legal, planning_apply, planning_prompt, nullptr, nullptr, nullptr,
     false, true, 0},
    {"struggle", strug::kSteps, struggle_run, struggle_legal, struggle_apply, struggle_prompt, nullptr, nullptr, nullptr,
     true, true, 1u << strug::Turn},
};

}  // namespace evr

namespace engine {
template <>
struct StaticKinds<evr::EvrState> {
  static constexpr int count = evr::kNumPhaseFrames;
  static constexpr const FrameKindDef<evr::EvrState>* rows = evr::kPhaseKinds;
};
}  // namespace engine

}  // namespace sw
