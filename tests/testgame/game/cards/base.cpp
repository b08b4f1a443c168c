#include "tg_state.h"
namespace sw::tg {
// Each seat's Base: destroying it wins the game.
const Card& card_base() {
  static const Card c{"base", "Base", kBase, {0, 8, 0, 0}};
  return c;
}
}  // namespace sw::tg
