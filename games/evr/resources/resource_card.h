// Builders for resource card definitions (the card files in this folder).
#pragma once
#include "evr/scripts/helpers.h"

namespace sw {
namespace evr {

// A resource card's power: used by the Force action, which exhausts the card
// (EVR-STRUGGLE-5/6; struggle.cpp does the exhausting, run_abilities.cpp
// runs the power unless the round's event blocks it).
constexpr EvrAbility power_ability(const char* text) { return EvrAbility::action().exhaust_cost().says(text); }
constexpr EvrAbility power_ability(PowerId script, const char* text) { return power_ability(text).scripted(script_kind(script)); }

constexpr EvrCard resource_card(const char* key, const char* name, ResourceType type, int active, int exhausted,
                                const EvrAbility& ability) {
  EvrCard c{};
  c.key = key;
  c.name = name;
  c.type = static_cast<uint8_t>(type);
  c.stats[kActiveValue] = static_cast<int8_t>(active);
  c.stats[kExhaustedValue] = static_cast<int8_t>(exhausted);
  c.text = ability.text;
  return c.with(ability);
}

// The four cards of a generic type, valued 2 to 5, equal when exhausted
// (OQ-EVR-01); both factions have the same four.
struct GenericKeys {
  const char* key[4];
};
constexpr EvrCard generic_card(const GenericKeys& k, int i, const char* name, ResourceType type, const EvrAbility& a) {
  return resource_card(k.key[i], name, type, i + 2, i + 2, a);
}
#define SW_EVR_GENERIC_CARDS(keys, name, type, ability)                                       \
  {generic_card(keys, 0, name, type, ability), generic_card(keys, 1, name, type, ability), \
   generic_card(keys, 2, name, type, ability), generic_card(keys, 3, name, type, ability)}

// A character: 6 active, 1 exhausted (docs/rulings.md).
constexpr EvrCard character(const char* key, const char* name, const EvrAbility& ability) {
  return resource_card(key, name, ResourceType::Character, 6, 1, ability);
}

}  // namespace evr
}  // namespace sw
