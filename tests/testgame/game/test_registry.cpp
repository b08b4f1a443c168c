#include "test_registry.h"
#include "builtin_games.h"
#include "tg_game.h"

namespace sw {

const Registry& test_registry() {
  static const Registry reg = [] {
    Registry r;
    add_builtin_games(r);
    r.add(tg::make_game());
    return r;
  }();
  return reg;
}

}  // namespace sw
