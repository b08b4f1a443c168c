// The registry the tests iterate: every built-in game plus the test game.
// The test game is registered here only, never in builtin_registry().
#pragma once
#include "sw/registry.h"

namespace sw {
const Registry& test_registry();
}  // namespace sw
