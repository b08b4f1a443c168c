// The printed facts of an LCG card (one row of data/core_set.inc): what a
// deck builder, a card viewer and the rules read without any ability.
#pragma once
#include <cstdint>
#include "lcg/traits.h"

namespace sw::lcg {

enum CardType : uint8_t { kAffiliation, kObjective, kUnit, kEnhancement, kEvent, kFate, kNumTypes };
enum Side : uint8_t { kDark, kLight };
enum Affiliation : uint8_t {
  kNeutral, kJedi, kRebelAlliance, kSmugglersSpies, kImperialNavy, kSith, kScumVillainy, kNumAffiliations
};
// Where an enhancement goes (LCG-DEPLOY-5): "Enhance your play area" (no
// host), a unit, an objective; whose, and which traits the host needs.
enum Host : uint8_t { kHostNone, kHostUnit, kHostObjective };
enum HostWhose : uint8_t { kAnyone, kFriendly, kEnemy };

// Printed keywords (LCG-KW), a bit each.
namespace kw {
inline constexpr uint8_t kLimited = 1;
inline constexpr uint8_t kElite = 2;
inline constexpr uint8_t kShielding = 4;
inline constexpr uint8_t kTargetedStrike = 8;
inline constexpr uint8_t kNoEnhancements = 16;
}  // namespace kw

struct CardFacts {
  const char* key;        // our id: the title in lower case with dashes ("darth-vader")
  const char* name;
  CardType type;
  Side side;
  Affiliation affiliation;
  uint8_t set;            // objective set number (0: an affiliation card)
  uint8_t pos;            // position 1..6 in its set (1 = the objective)
  bool unique;
  int8_t cost, force, resources, capacity;  // -1 = not printed
  int8_t ud, ud_edge, bd, bd_edge, tactics, tactics_edge;
  int8_t priority;        // edge priority of a fate card (-1 = none)
  uint64_t traits;
  uint8_t keywords;       // kw:: bits
  int8_t edge_x;          // Edge (X)
  uint64_t protect;       // Protect [trait] (a trait bit, 0 = none)
  bool limit1;            // "Limit 1 per objective deck"
  bool locked;            // "[affiliation] affiliation only"
  Host host;
  HostWhose host_whose;
  uint64_t host_traits;   // 0 = any
  const char* octgn;      // the OCTGN GUID (.o8d decks name cards by it)
  uint64_t traits2 = 0;   // trait2:: bits (challenge decks)
  uint8_t copies = 0;     // a challenge card: its copies in the fixed challenge deck (data/challenge_decks.inc)
};

// The challenge decks (MP-CHAL, data/challenge_decks.inc): their cards carry
// these "set" numbers (no objective set; "pos" is the block number).
inline constexpr uint8_t kSetJerjerrod = 201;  // Jerjerrod's Task, the Dark Side's (D01, MP-JT)
inline constexpr uint8_t kSetHunt = 202;       // The Hunt for Skywalker, the Light Side's (L01, MP-HFS)
inline constexpr bool is_challenge_set(int set) { return set == kSetJerjerrod || set == kSetHunt; }

extern const CardFacts kFactsTable[];  // facts.cpp: one row per definition
int num_facts();
inline const CardFacts& facts(int def) { return kFactsTable[def]; }
// The title of a definition: the first definition with the same name, so
// rules compare two small numbers, not names (uniqueness, copies of a title).
inline constexpr int kMaxFacts = 512;
struct TitleTable {
  int16_t of[kMaxFacts];
};
extern const TitleTable kTitleTable;  // facts.cpp, computed at compile time
inline int title_of(int def) { return kTitleTable.of[def]; }
const char* affiliation_key(Affiliation a);   // "imperial-navy"
const char* affiliation_name(Affiliation a);  // "Imperial Navy"
const char* type_name(CardType t);            // "unit"

}  // namespace sw::lcg
