// The printed facts of a TCG card (one row of data/aotc.inc): what a deck
// builder, a card viewer and the rules read without any ability. Written from
// the card facts (name, version, side, type, numbers); the card text in the
// project is our own words.
#pragma once
#include <cstdint>

namespace sw::tcg {

enum Side : uint8_t { kDark, kLight, kNeutral };
// Units are Space, Ground or Character (one arena each, TCG-CARD-*); Battle
// and Mission cards are played from hand / built and then discarded.
// Locations and Equipment come with the later sets (TCG2-BUILD-1; no AOTC
// card is one: card_sets.h).
enum CardType : uint8_t { kSpace, kGround, kCharacter, kBattle, kMission, kLocation, kEquipment, kNumTypes };
enum Rarity : uint8_t { kCommon, kUncommon, kRare, kPromo };

// Printed keywords with a number (0 = none), read by the rules, not by card scripts.
struct Keywords {
  int8_t bombard = 0, critical_hit = 0, deflect = 0, evade = 0, ion_cannon = 0, shields = 0;
};

struct CardFacts {
  const char* key;       // our id: name and version in lower case with dashes ("anakin-skywalker-a")
  const char* name;      // the printed name without the version ("Anakin Skywalker")
  char version;          // 'A'..'D' for a unique with versions, 0 for a card without one
  const char* set;       // "AOTC" (a later set's code: card_sets.h)
  int16_t number;        // collector number in its set
  Side side;
  CardType type;
  const char* subtype;   // "Jedi Padawan"
  int8_t cost;           // build cost (Battle cards: their Force cost; -1 = not printed)
  int16_t speed;         // units only, else -1
  int8_t power, health;  // units only, else -1
  Rarity rarity;
  Keywords keywords;
  const char* text;      // our wording of the card's text ("" for none)
};

// The card table: AOTC's rows (facts.cpp), then the rows of any set a
// program added before the table was first read (card_sets.h).
extern const CardFacts* g_facts_rows;
int num_facts();
inline const CardFacts& facts(int def) { return g_facts_rows[def]; }
// card_sets.cpp adds a set's rows with append_facts, refused (false) once
// the table has been read by an index (seal_facts) or a row is malformed.
bool append_facts(const CardFacts* rows, int n);
void seal_facts();
int def_of_key(const char* key);       // -1 when unknown
// A unit is unique when it has a version letter (TCG-UNIQUE-*): two cards
// are the same "person" when their names match or the rules name them as one
// (Anakin Skywalker / Darth Vader, Chancellor / Senator Palpatine, Padmé Amidala / Queen Amidala).
int person_of(int def);                // the first definition of the same person
// The name under which the rules count a person: "Darth Vader" -> "Anakin
// Skywalker", "Senator Palpatine" -> "Chancellor Palpatine", "Queen Amidala"
// -> "Padmé Amidala"; any other name is its own (TCG-UNIQUE-3).
const char* person_name(const char* name);
inline bool is_unique(const CardFacts& f) { return f.version != 0; }
bool is_unit(CardType t);
const char* side_name(Side s);         // "Dark Side"
const char* type_name(CardType t);     // "Space"

}  // namespace sw::tcg
