// R2-D2 (The Hunt for Skywalker unit, L01 33): "Elite. Influence." Elite is
// printed (facts); Influence (MP-HFS-18): the 2 resources it produces match
// every affiliation (st::kMatchAll on itself).
#include "lcg/cards/helpers.h"
namespace sw::lcg {
Card r2_d2_hfs(Card c) {
  c.text = "Elite. Influence.";
  return c.with(cards::influence());
}
}  // namespace sw::lcg
