// The pieces each event effect file provides; event_effects.cpp routes a won
// event to them (EVR-DOM-11).
#pragma once
#include "evr/effects.h"

namespace sw {
namespace evr {

void loser_discards_two_influence(EvrState& s, int winner, EventLog* log);
void winner_reorders_top_events(EvrState& s, int winner, EventLog* log);
void loser_strategy_at_random(EvrState& s, int winner, EventLog* log);
void display_of_power(EvrState& s, int winner, EventLog* log);
void character_to_reserve(EvrState& s, int affected, PowerId which, EventLog* log);
void loser_reveals_first(EvrState& s, int winner, EventLog* log);
void winner_may_add_character(EvrState& s, int winner, EventLog* log);
void winner_takes_back_strategies(EvrState& s, int winner, EventLog* log);

}  // namespace evr
}  // namespace sw
