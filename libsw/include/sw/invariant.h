// Invariant violations: bugs in a game or the core, reported loudly but
// without aborting (a web engine must not trap).
//
// A bounded container that would overflow (InlineVec, Zone, the step stack),
// a step stack nested deeper than its bound, or a driver loop that does not
// settle are not input errors: validated input can never cause them, so they
// mean the game's bounds are wrong. They are reported here instead of being
// dropped silently: the first report of this thread is kept until taken.
// The conformance suite and every Catch2 test (tests/main.cpp) fail when a
// report is pending; Game implementations built on sw/engine.h also turn a
// pending report into a check_invariants() failure.
#pragma once

namespace sw {

// Records a violation (the first one is kept until take_violation()).
// `what` must be a string literal (it is stored, not copied).
void report_violation(const char* what);
// The pending report, or nullptr.
const char* pending_violation();
// Returns the pending report (or nullptr) and clears it.
const char* take_violation();

}  // namespace sw
