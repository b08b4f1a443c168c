// The registry of every game built into swrules. This is the only place that
// knows the list of games; wasm/, examples/ and tests/ start from here.
#pragma once
#include "sw/registry.h"

namespace sw {

// All built-in games, registered once (thread-safe static init).
const Registry& builtin_registry();
// Adds every built-in game to `r` (test builds add the test game after them).
void add_builtin_games(Registry& r);

}  // namespace sw
