// Empire vs Rebellion card data: every card of the game as plain data.
// Names and numbers are facts of the published game (see docs/rulings.md for
// the values we doubt); all text is our own wording. Card powers live in
// powers/, strategies/ and events/ (one small file per card); the tables here
// only name which power a card has.
#pragma once
#include <cstdint>

namespace sw {
namespace evr {

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

// Which power a resource card has (one implementation per entry; the list is
// powers/power_list.h).
enum class PowerId : uint8_t {
  None,
#define SW_EVR_POWER(id, def) id,
#include "evr/powers/power_list.h"
#undef SW_EVR_POWER
  Count
};

enum class ResourceType : uint8_t { Diplomacy, TheForce, Military, Recon, Character };

struct ResourceCardDef {
  const char* key;        // id without faction prefix, e.g. "military-4", "han-solo"
  const char* name;       // display name
  ResourceType type;
  int8_t active_value;    // EVR-COMP-3
  int8_t exhausted_value;
  PowerId power;
};

// What an event does while it is this round's event (OQ-EVR-04).
enum class EventBlock : uint8_t { None, Diplomacy, TheForce, Military, Recon, CharactersButLukeAndVader };

// What an event does when it is won (EVR-DOM-11).
enum class EventEffect : uint8_t {
  None,
  LoserDiscardsTwoInfluence,
  WinnerReordersTopThreeEvents,
  LoserChoosesStrategyAtRandom,
  WinnerDiscardsLosersUnusedStrategy,
  LoserMovesCharacterToReserve,
  LoserRevealsStrategyFirst,
  WinnerMovesCharacterToReserve,
  WinnerMayAddCharacter,
  WinnerTakesBackStrategies,
};

struct EventDef {
  const char* key;
  const char* name;
  int8_t capacity;
  int8_t target;
  int8_t vp;
  int8_t influence;
  EventBlock block;
  EventEffect effect;
  const char* effect_text;  // our wording, nullptr when the event has no effect
};

enum class StrategyId : uint8_t { Bureaucracy, Deception, DirectAssault, Infiltration, Support };

struct StrategyDef {
  const char* key;
  const char* name;
  const char* text;
};

// Card instance ids: 0..23 Rebel, 24..47 Imperial. Within a faction,
// 0..15 are the generic cards (type*4 + value-2), 16..23 the characters.
inline int faction_of(int card) { return card / kCardsPerFaction; }
inline int index_in_faction(int card) { return card % kCardsPerFaction; }
inline bool is_character(int card) { return index_in_faction(card) >= kGenericPerFaction; }
inline int card_of(int faction, int index) { return faction * kCardsPerFaction + index; }

// The tables (cards.cpp), indexed by card / event / strategy id.
extern const ResourceCardDef kResourceCards[kNumResourceCards];
extern const EventDef kEvents[kNumEvents];
extern const StrategyDef kStrategies[kNumStrategies];
inline const ResourceCardDef& resource_def(int card) { return kResourceCards[card]; }
inline const EventDef& event_def(int event) { return kEvents[event]; }
inline const StrategyDef& strategy_def(int strategy) { return kStrategies[strategy]; }
const char* power_text(PowerId p);  // from the power's own file ("" when none)
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
