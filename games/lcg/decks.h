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

// One broken deck-building rule: a stable code, an English message, the rule
// id, and the cards (keys of the card list) and objective sets involved.
struct DeckError {
  std::string code;      // "too_few_sets", "other_side", "too_many_copies", "limit_one", "affiliation_only", ...
  std::string message;
  std::string rule;      // "LCG-DECK-5"
  std::vector<std::string> cards;
  std::vector<int> sets;
};

// Every way a deck breaks the deck-building rules, one entry per violation
// (empty: the deck is legal): an affiliation (LCG-DECK-1), at least 10 sets
// (LCG-DECK-2) unless `precon` (the core set's 8-set decks, LCG-DECK-3), side
// purity (LCG-DECK-4), at most 2 copies of a set and 1 of a "Limit 1" set
// (LCG-DECK-5), "[affiliation] affiliation only" sets (LCG-DECK-6), and this
// engine's own limit of LcgLimits::kMaxSets sets ("engine_limit").
std::vector<DeckError> deck_errors(const DeckList& d, bool precon);
json deck_error_json(const DeckError& e);
// The first of deck_errors' messages ("" if the deck is legal).
std::string deck_problem(const DeckList& d, bool precon);

// The printed facts and our text of a card definition (view.cpp).
json def_json(int def);
// The objective card of a set (-1 if there is none).
int objective_of_set(int set);
bool is_preset_key(const std::string& key);
// The core-set preset this deck is exactly (its affiliation and its 8 sets, in
// any order), or nullptr: a preset is the same deck by name, as an object or
// as its deck code (LCG-DECK-3).
const Preset* preset_of(const DeckList& d);

// The cards of a fixed challenge deck (MP-CHAL, kSetJerjerrod or kSetHunt):
// each definition of the block as many times as its copies, in block order.
std::vector<int> challenge_deck_defs(int set);
// Why a challenge deck's "set" number is no part of a standard deck (MP-CHAL-3).
std::string challenge_card_message(int set);

// The card definitions of a deck: its affiliation card, then each set's six cards.
std::vector<int> deck_defs(const DeckList& d);
int affiliation_def(Affiliation a);
Side side_of(Affiliation a);

}  // namespace sw::lcg

namespace sw::lcg {

// The game-neutral card and deck hooks of sw::Game for the LCG (deck_api.cpp;
// docs/api.md, "Cards and decks").
json lcg_card_list();
Result<json> lcg_validate_deck(const json& deck);
Result<json> lcg_deck_import(const std::string& format, const std::string& text);
Result<json> lcg_deck_export(const json& deck, const std::string& format);

}  // namespace sw::lcg
