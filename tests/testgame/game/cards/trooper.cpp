#include "tg_state.h"
namespace sw::tg {
const Card& card_trooper() {
  static const Card c{"trooper", "Trooper", kUnit, {1, 2, 0, 0}};
  return c;
}
}  // namespace sw::tg
