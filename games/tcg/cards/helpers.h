// Filters and helpers shared by the TCG's card files.
#pragma once
#include <cstring>
#include "tcg/state.h"

namespace sw::tcg {

// Is `t` a unit whose subtype line names `what` ("Bounty Hunter" matches
// "Clawdite Bounty Hunter")? TCG-CARD-1: subtypes are the words after the dash.
inline bool has_subtype(const TcgState& g, CardId t, const char* what) {
  return g.is_unit_card(t) && std::strstr(g.fx(t).subtype, what) != nullptr;
}

// A unit of the chooser's in an arena (for choose(Whose::Friendly, ...)).
inline bool unit_in_arena(const TcgState& g, CardId, CardId t) { return g.in_play(t) && g.is_unit_card(t); }

}  // namespace sw::tcg
