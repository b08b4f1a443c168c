// The card tables, made from the one list of cards (card_list.h) and the
// card definitions in the card files. Sources of the numbers and the values
// we doubt: docs/rulings.md.
#include "evr/cards.h"
#include <cstring>
#include <string>

namespace sw {
namespace evr {

#define SW_EVR_GENERIC(cards) extern const EvrCard cards[4];
#define SW_EVR_CHARACTER(faction, card) extern const EvrCard card;
#define SW_EVR_EVENT(card) extern const EvrCard card;
#define SW_EVR_STRATEGY(card) extern const EvrCard card;
#include "evr/card_list.h"

namespace {

// The list, as arrays of definitions.
const EvrCard* const kGenerics[] = {
#define SW_EVR_GENERIC(cards) cards,
#include "evr/card_list.h"
};
struct CharacterEntry {
  int faction;
  const EvrCard* def;
};
const CharacterEntry kCharacters[] = {
#define SW_EVR_CHARACTER(faction, card) {faction, &card},
#include "evr/card_list.h"
};
const EvrCard* const kEventDefs[] = {
#define SW_EVR_EVENT(card) &card,
#include "evr/card_list.h"
};
const EvrCard* const kStrategyDefs[] = {
#define SW_EVR_STRATEGY(card) &card,
#include "evr/card_list.h"
};
static_assert(sizeof(kGenerics) / sizeof(kGenerics[0]) * 4 == kGenericPerFaction, "four generic types of four cards");
static_assert(sizeof(kCharacters) / sizeof(kCharacters[0]) == 2 * kCharactersPerFaction, "8 characters a faction");
static_assert(sizeof(kEventDefs) / sizeof(kEventDefs[0]) == kNumEvents, "one line per event");
static_assert(sizeof(kStrategyDefs) / sizeof(kStrategyDefs[0]) == kNumStrategies, "one line per strategy");

ResourceCardDef resource_facts(const EvrCard& d) {
  return {d.key, d.name, static_cast<ResourceType>(d.type), d.stats[kActiveValue], d.stats[kExhaustedValue], &d};
}

// Ids 0..23 Rebel, 24..47 Imperial: the 16 generic cards (type*4 + value-2),
// then the faction's characters in list order.
std::array<ResourceCardDef, kNumResourceCards> make_resources() {
  std::array<ResourceCardDef, kNumResourceCards> t{};
  for (int f = 0; f < 2; ++f) {
    int i = f * kCardsPerFaction;
    for (const EvrCard* type : kGenerics)
      for (int v = 0; v < 4; ++v) t[i++] = resource_facts(type[v]);
    for (const CharacterEntry& ch : kCharacters)
      if (ch.faction == f) t[i++] = resource_facts(*ch.def);
  }
  return t;
}

std::array<EventDef, kNumEvents> make_events() {
  std::array<EventDef, kNumEvents> t{};
  for (int e = 0; e < kNumEvents; ++e) {
    const EvrCard& d = *kEventDefs[e];
    t[e] = {d.key,       d.name,      d.stats[kCapacity], d.stats[kTarget], d.stats[kVp], d.stats[kInfluence],
            d.text[0] ? d.text : nullptr, &d};
  }
  return t;
}

std::array<StrategyDef, kNumStrategies> make_strategies() {
  std::array<StrategyDef, kNumStrategies> t{};
  for (int k = 0; k < kNumStrategies; ++k) t[k] = {kStrategyDefs[k]->key, kStrategyDefs[k]->name, kStrategyDefs[k]->text, kStrategyDefs[k]};
  return t;
}

}  // namespace

// Made before main from the card files' constant definitions (constant
// initialisation precedes every dynamic one); nothing reads them earlier.
const std::array<ResourceCardDef, kNumResourceCards> kResourceCards = make_resources();
const std::array<EventDef, kNumEvents> kEvents = make_events();
const std::array<StrategyDef, kNumStrategies> kStrategies = make_strategies();

namespace {
std::array<const EvrCard*, kNumCardRefs> make_refs() {
  std::array<const EvrCard*, kNumCardRefs> t{};
  for (int c = 0; c < kNumResourceCards; ++c) t[c] = kResourceCards[c].def;
  for (int e = 0; e < kNumEvents; ++e) t[kEventRefBase + e] = kEvents[e].def;
  for (int k = 0; k < kNumStrategies; ++k) t[kStrategyRefBase + k] = kStrategies[k].def;
  return t;
}
}  // namespace

const std::array<const EvrCard*, kNumCardRefs> kCardsByRef = make_refs();

namespace {

struct CardIds {
  std::string ids[kNumResourceCards];
  CardIds() {
    for (int c = 0; c < kNumResourceCards; ++c) ids[c] = std::string(c < 24 ? "reb." : "imp.") + resource_def(c).key;
  }
};

const CardIds& card_ids() {
  static const CardIds ids;
  return ids;
}

}  // namespace

const char* faction_key(int faction) { return faction == kRebel ? "rebel" : "imperial"; }
const char* faction_name(int faction) { return faction == kRebel ? "Rebel" : "Imperial"; }

const char* card_id(int card) { return card_ids().ids[card].c_str(); }

int find_card(const char* id) {
  for (int c = 0; c < kNumResourceCards; ++c)
    if (card_ids().ids[c] == id) return c;
  return -1;
}

int find_event(const char* key) {
  for (int e = 0; e < kNumEvents; ++e)
    if (std::strcmp(kEvents[e].key, key) == 0) return e;
  return -1;
}

int find_strategy(const char* key) {
  for (int s = 0; s < kNumStrategies; ++s)
    if (std::strcmp(kStrategies[s].key, key) == 0) return s;
  return -1;
}

int escape_from_tatooine() {
  static const int e = find_event("escape-from-tatooine");
  return e;
}

}  // namespace evr
}  // namespace sw
