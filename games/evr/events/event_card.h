// Builders for event card definitions (the card files in this folder).
#pragma once
#include "evr/scripts/helpers.h"

namespace sw {
namespace evr {

// An event's facts: capacity, target, VP, influence (EVR-COMP-4). `text` is
// the card's effect in our wording ("" when it has none).
constexpr EvrCard event_card(const char* key, const char* name, int capacity, int target, int vp, int influence,
                             const char* text = "") {
  EvrCard c{};
  c.key = key;
  c.name = name;
  c.type = kTypeEvent;
  c.stats[kCapacity] = static_cast<int8_t>(capacity);
  c.stats[kTarget] = static_cast<int8_t>(target);
  c.stats[kVp] = static_cast<int8_t>(vp);
  c.stats[kInfluence] = static_cast<int8_t>(influence);
  c.text = text;
  return c;
}

// "When won" (EVR-DOM-11): a forced reaction to the event being won; its
// controller is the winner (effects run only when there is a winner,
// OQ-EVR-11). "The loser" is Who::Opponent.
constexpr EvrAbility when_won(const char* text) { return EvrAbility::forced_reaction(evt::kEventWon).says(text); }

// "This round, ... powers have no effect" (OQ-EVR-04): the filter of a
// blocks_powers() constant ability. The card is still exhausted when its
// power is used (EVR-FAQ-3, OQ-EVR-07).
template <ResourceType T>
bool powers_of_type(const EvrState&, CardId, CardId card) {
  return resource_def(card).type == T;
}

}  // namespace evr
}  // namespace sw
