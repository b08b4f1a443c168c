#include "builtin_games.h"
#include "evr/evr_game.h"
#include "lcg/lcg_game.h"
#include "tcg/tcg_game.h"

namespace sw {

void add_builtin_games(Registry& r) {
  r.add(evr::make_game());
  r.add(lcg::make_game());
  r.add(tcg::make_game());
}

const Registry& builtin_registry() {
  static const Registry reg = [] {
    Registry r;
    add_builtin_games(r);
    return r;
  }();
  return reg;
}

}  // namespace sw
