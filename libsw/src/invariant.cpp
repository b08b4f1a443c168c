#include "sw/invariant.h"

namespace sw {

namespace {
thread_local const char* g_violation = nullptr;
}

void report_violation(const char* what) {
  if (!g_violation) g_violation = what ? what : "invariant violation";
}
const char* pending_violation() { return g_violation; }
const char* take_violation() {
  const char* v = g_violation;
  g_violation = nullptr;
  return v;
}

}  // namespace sw
