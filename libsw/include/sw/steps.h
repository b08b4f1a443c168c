// The step stack: where a game is, as plain data.
//
// A game is a stack of frames. The bottom frame is usually the game's turn or
// round; above it sit a phase step, an event passing through its windows, a
// priority window, an ability resolving, a target choice, a card's own
// script... Whatever the game waits for is decided by the TOP frame alone:
// its legal actions, what applying one does, the prompt text, the action
// labels and what the chooser may peek at (sw/engine.h dispatches on it).
//
// A frame is a few integers: a kind (an index into the game's frame-kind
// table, or one of the core kinds of sw/engine.h), a step within that kind,
// the acting seat, the source card and ability, and four variables whose
// meaning the kind defines. The stack is an InlineVec, so a state holding it
// clones with one copy, compares with ==, and serialises as integers that a
// loader checks against the game's tables (never a function pointer).
//
// Nesting is bounded by the capacity D. Pushing onto a full stack is an
// invariant violation (reported, see sw/invariant.h) and the push is refused:
// the caller skips that step, so the game goes on and the bug is loud.
#pragma once
#include <cstdint>
#include "sw/inline_vec.h"
#include "sw/invariant.h"
#include "sw/zone.h"

namespace sw {

struct Frame {
  uint8_t kind = 0;        // core kind (FrameKind) or a game kind (>= kFirstGameFrameKind)
  uint8_t step = 0;        // position inside that kind, < the kind's step count
  int8_t seat = -1;        // acting / deciding seat (-1 = none)
  int8_t ability = -1;     // ability index on `source` (-1 = none)
  CardId source = kNoCard; // card whose ability / script this is
  int32_t v[4] = {0, 0, 0, 0};  // kind-defined variables
  bool operator==(const Frame& o) const {
    return kind == o.kind && step == o.step && seat == o.seat && ability == o.ability && source == o.source &&
           v[0] == o.v[0] && v[1] == o.v[1] && v[2] == o.v[2] && v[3] == o.v[3];
  }
  bool operator!=(const Frame& o) const { return !(*this == o); }
};

template <int D>
struct StepStack {
  static constexpr int kMaxDepth = D;
  InlineVec<Frame, D> frames;

  bool empty() const { return frames.empty(); }
  int depth() const { return frames.size(); }
  Frame& top() { return frames.back(); }
  const Frame& top() const { return frames.back(); }
  // Pushes a frame; on a full stack reports "step stack too deep" and
  // returns false (nothing pushed).
  bool push(const Frame& f) {
    if (frames.try_push_back(f)) return true;
    report_violation("step stack: nesting deeper than its bound");
    return false;
  }
  void pop() {
    if (!frames.empty()) frames.pop_back();
  }
  bool operator==(const StepStack& o) const { return frames == o.frames; }
};

}  // namespace sw
