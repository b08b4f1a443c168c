// Empire vs Rebellion card data. Every card of the game is a
// sw::CardDef<EvrState> in its own file: the 16 generic resource cards in
// resources/<type>.cpp (one file per type, the four values generated), the 16
// characters in resources/<name>.cpp, the 24 events in events/<key>.cpp and
// the 5 strategies in strategies/<key>.cpp. Each file holds the card's facts
// (name, values, text) and its abilities (sw/abilities.h); card_list.h is the
// one list of cards, from which the tables below come (cards.cpp).
// Names and numbers are facts of the published game (see docs/rulings.md for
// the values we doubt); all text is our own wording.
#pragma once
#include <array>
#include <cstdint>
#include "sw/abilities.h"

namespace sw {
namespace evr {

struct EvrState;
using EvrCard = CardDef<EvrState>;
using EvrAbility = AbilityDef<EvrState>;

constexpr int kRebel = 0;
constexpr int kImperial = 1;
constexpr int kCardsPerFaction = 24;
constexpr int kGenericPerFaction = 16;
constexpr int kCharactersPerFaction = 8;
constexpr int kNumResourceCards = 48;
constexpr int kNumEvents = 24;
constexpr int kNumStrategies = 5;
constexpr int kWinningVp = 7;          // EVR-WIN-1
constexpr int kStartingInfluence = 2;  // EVR-SETUP-10
constexpr int kCharactersChosen = 4;   // EVR-SETUP-8

// The card's type (CardDef::type).
enum class ResourceType : uint8_t { Diplomacy, TheForce, Military, Recon, Character };
constexpr uint8_t kTypeEvent = 5;
constexpr uint8_t kTypeStrategy = 6;
// The printed numbers (CardDef::stats): resource cards {active value,
// exhausted value} (EVR-COMP-3); events {capacity, target, VP, influence}
// (EVR-COMP-4).
enum ResourceStat : uint8_t { kActiveValue = 0, kExhaustedValue = 1 };
enum EventStat : uint8_t { kCapacity = 0, kTarget = 1, kVp = 2, kInfluence = 3 };

// The scripts: card abilities (and follow-up choices) that run as a frame of
// their own (card_abilities.h, EvrScript). The list is scripts/script_list.h;
// a script's frame kind is kFirstScriptFrame + its number. Saves store the
// number ("pending.power"): add new lines at the end.
enum class PowerId : uint8_t {
  None,
#define SW_EVR_SCRIPT(id, def) id,
#include "evr/scripts/script_list.h"
#undef SW_EVR_SCRIPT
  Count
};
constexpr uint8_t kFirstScriptFrame = 16;
constexpr uint8_t script_kind(PowerId p) { return static_cast<uint8_t>(kFirstScriptFrame + static_cast<uint8_t>(p)); }
constexpr PowerId script_of_kind(uint8_t kind) { return static_cast<PowerId>(static_cast<uint8_t>(kind - kFirstScriptFrame)); }

// The facts other files read, taken from the card definitions (cards.cpp).
struct ResourceCardDef {
  const char* key;        // id without faction prefix, e.g. "military-4", "han-solo"
  const char* name;       // display name
  ResourceType type;
  int8_t active_value;    // EVR-COMP-3
  int8_t exhausted_value;
  const EvrCard* def;     // the card (text, abilities)
};

struct EventDef {
  const char* key;
  const char* name;
  int8_t capacity;
  int8_t target;
  int8_t vp;
  int8_t influence;
  const char* effect_text;  // our wording, nullptr when the event has no effect
  const EvrCard* def;
};

struct StrategyDef {
  const char* key;
  const char* name;
  const char* text;
  const EvrCard* def;
};

// Card instance ids: 0..23 Rebel, 24..47 Imperial. Within a faction,
// 0..15 are the generic cards (type*4 + value-2), 16..23 the characters.
inline int faction_of(int card) { return card / kCardsPerFaction; }
inline int index_in_faction(int card) { return card % kCardsPerFaction; }
inline bool is_character(int card) { return index_in_faction(card) >= kGenericPerFaction; }
inline int card_of(int faction, int index) { return faction * kCardsPerFaction + index; }

// Every card definition has one number (a "card ref"): resource cards 0..47
// (their instance ids), events 48 + event, strategies 72 + strategy. Game
// events (card_abilities.h) name their source card by it.
constexpr int kEventRefBase = kNumResourceCards;
constexpr int kStrategyRefBase = kEventRefBase + kNumEvents;
constexpr int kNumCardRefs = kStrategyRefBase + kNumStrategies;
inline int event_ref(int event) { return kEventRefBase + event; }
inline int strategy_ref(int strategy) { return kStrategyRefBase + strategy; }

// The tables (cards.cpp, from card_list.h), indexed by card / event / strategy id.
extern const std::array<ResourceCardDef, kNumResourceCards> kResourceCards;
extern const std::array<EventDef, kNumEvents> kEvents;
extern const std::array<StrategyDef, kNumStrategies> kStrategies;
inline const ResourceCardDef& resource_def(int card) { return kResourceCards[card]; }
inline const EventDef& event_def(int event) { return kEvents[event]; }
inline const StrategyDef& strategy_def(int strategy) { return kStrategies[strategy]; }
extern const std::array<const EvrCard*, kNumCardRefs> kCardsByRef;
inline const EvrCard& card_def(int ref) { return *kCardsByRef[ref]; }  // any card by its ref
const char* faction_key(int faction);   // "rebel" / "imperial"
const char* faction_name(int faction);  // "Rebel" / "Imperial"

// Full card id ("reb.military-4") and the reverse lookup (-1 when unknown).
const char* card_id(int card);
int find_card(const char* id);
int find_event(const char* key);
int find_strategy(const char* key);

// The learning game's only event (EVR-SETUP-1).
int escape_from_tatooine();

}  // namespace evr
}  // namespace sw
