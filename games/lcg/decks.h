// Decks (LCG-DECK): an affiliation card and objective sets. A deck is
// written as JSON {"affiliation":"jedi","sets":[1,1,2,...]} or as a code
// "jedi:1,1,2,..." (an option value), or by a preset's name.
#pragma once
#include <string>
#include <vector>
#include "lcg/facts.h"
#include "sw/error.h"
#include "sw/json.h"

namespace sw::lcg {

struct DeckList {
  Affiliation affiliation = kNeutral;
  std::vector<int> sets;  // objective set numbers, one per copy
};

struct Preset {
  const char* key;  // "jedi"
  const char* name; // "Jedi (core set)"
  DeckList deck;
};
const std::vector<Preset>& presets();

// A preset's name, or a deck code "affiliation:set,set,...".
Result<DeckList> deck_from_option(const std::string& value);
Result<DeckList> deck_from_json(const json& j);
json deck_to_json(const DeckList& d);
std::string deck_code(const DeckList& d);

// Why a deck breaks the deck-building rules ("" if it does not): side purity
// (LCG-DECK-4), at most 2 copies of a set and 1 of a "Limit 1" set
// (LCG-DECK-5), "[affiliation] affiliation only" sets (LCG-DECK-6), at least 10
// sets (LCG-DECK-2) unless `precon` (the core set's 8-set decks, LCG-DECK-3).
std::string deck_problem(const DeckList& d, bool precon);

// The card definitions of a deck: its affiliation card, then each set's six cards.
std::vector<int> deck_defs(const DeckList& d);
int affiliation_def(Affiliation a);
Side side_of(Affiliation a);

}  // namespace sw::lcg
