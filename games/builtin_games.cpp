#include "builtin_games.h"
#include "evr/evr_game.h"

namespace sw {

const Registry& builtin_registry() {
  static const Registry reg = [] {
    Registry r;
    r.add(evr::make_game());
    return r;
  }();
  return reg;
}

}  // namespace sw
