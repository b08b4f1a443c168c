// Counting and filters shared by the TCG cards of this file's users:
// "for each X of yours", "a unit of yours in the Y arena", "a Z card".
#pragma once
#include <cstring>
#include "tcg/cards/helpers.h"

namespace sw::tcg {

// The units in the arenas of `seat` whose subtype names `what`, but `except`.
inline int units_with_subtype(const TcgState& g, int seat, const char* what, CardId except = kNoCard) {
  int n = 0;
  for (CardId c : g.zone_of(seat, zone::kPlay))
    if (c != except && has_subtype(g, c, what)) ++n;
  return n;
}

// A card (anywhere: hand, deck, discard pile) whose subtype names `what`.
inline bool card_has_subtype(const TcgState& g, CardId c, const char* what) {
  return std::strstr(g.fx(c).subtype, what) != nullptr;
}

// The seat that controls card `self` ("yours", TCG-GLOSS-15).
inline int seat_of(const TcgState& g, CardId self) { return g.cards[self].controller; }

}  // namespace sw::tcg
