// Star Wars: Empire vs Rebellion as a swrules game module. Rules digest:
// ../shared/rules/evr.md (rule IDs EVR-*); rulings: docs/rulings.md.
#pragma once
#include <memory>
#include "sw/game.h"

namespace sw {
namespace evr {

std::unique_ptr<Game> make_game();

}  // namespace evr
}  // namespace sw
