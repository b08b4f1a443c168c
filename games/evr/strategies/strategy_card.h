// Builders for strategy card definitions (the card files in this folder).
// Both factions have the same five strategy cards (EVR-COMP-5); a strategy's
// abilities count only while it is its owner's chosen card and active
// (not cancelled, EVR-DOM-5).
#pragma once
#include "evr/scripts/helpers.h"

namespace sw {
namespace evr {

constexpr EvrCard strategy_card(const char* key, const char* name, const char* text) {
  EvrCard c{};
  c.key = key;
  c.name = name;
  c.type = kTypeStrategy;
  c.text = text;
  return c;
}

// "When revealed" (EVR-DOM-3): before the winner is determined.
constexpr EvrAbility when_revealed(const char* text) { return EvrAbility::forced_reaction(evt::kStrategyRevealed).says(text); }
// Once the winner is known (EVR-DOM-6..8): the event's amount is the winner
// seat (or -1), its seat the strategy's owner.
constexpr EvrAbility when_winner_known(const char* text) { return EvrAbility::forced_reaction(evt::kWinnerKnown).says(text); }

}  // namespace evr
}  // namespace sw
