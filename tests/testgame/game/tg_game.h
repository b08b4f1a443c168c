// The test game's factory (see tg_state.h for its rules).
#pragma once
#include <memory>
#include "sw/game.h"

namespace sw {
namespace tg {
std::unique_ptr<Game> make_game();
}  // namespace tg
}  // namespace sw
