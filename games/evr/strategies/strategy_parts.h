// The pieces each strategy card file provides; strategy_effects.cpp routes
// the Dominance phase hooks to them.
#pragma once
#include "evr/effects.h"

namespace sw {
namespace evr {

void bureaucracy_after_winner(EvrState& s, int seat, int winner, EventLog* log);
bool deception_swaps_winner();
bool deception_cancels_deception();
int direct_assault_bonus();
void infiltration_after_winner(EvrState& s, int seat, int winner, EventLog* log);
void support_on_reveal(EvrState& s, int seat, EventLog* log);

}  // namespace evr
}  // namespace sw
