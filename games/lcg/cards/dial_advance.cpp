// A shared step, not a card: the Death Star dial advances as an event
// (evt::kDial) where the change happens inside another event's resolution
// (a Dark Side victory pile grows, LCG-DMG-5), so that "after the Death Star
// dial increases" (Force Cleansing) answers every increase. Frame: seat =
// the Dark Side player whose pile grew; v[1] = the amount. Step 0 raises the
// event; step 1 ends.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (f.step == 0) {
    raise_then(g, f, make_event(evt::kDial, f.seat, kNoCard, kNoCard, f.v[1]), 1);
    return StepResult::Continue;
  }
  g.stack.pop();
  return StepResult::Continue;
}

bool valid(const LcgState& g, const Frame& f) { return f.seat >= 0 && f.seat < g.seats && f.v[1] >= 0 && f.v[1] <= 100; }

}  // namespace

const FrameKindDef<LcgState> dial_advance_script = {"dial-advance", 2, run, nullptr, nullptr, nullptr, nullptr, nullptr, valid};

void push_dial_advance(LcgState& g, int seat, int amount) {
  if (amount == 0 || g.over || !g.dial_used()) return;  // MP-HFS-7: no dial, no "after the dial increases"
  Frame& f = push_frame(g, script_kind(sc::dial_advance), seat);
  f.v[1] = amount;
}

}  // namespace sw::lcg
