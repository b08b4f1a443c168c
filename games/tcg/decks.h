// TCG decks (TCG-DECK-1..5): a list of (card, count), checked against the
// deck-building rules with one error per violation, two preset decks, and a
// short deck code for game options. The JSON shapes and the game-neutral
// calls (card list, validate, import, export) are in deck_api.h.
#pragma once
#include <string>
#include <vector>
#include "sw/error.h"
#include "sw/json.h"
#include "tcg/facts.h"

namespace sw::tcg {

// This engine's own bound on a deck (the rules give no maximum, TCG-DECK-1):
// a deck above it is illegal with the error "engine_limit". It is the size of
// a zone in the rules' state (TcgLimits::kZoneCap, state.h): a deck must fit
// its deck zone.
constexpr int kMaxDeckCards = 128;
// The most copies of one card an entry of a deck may name (a larger count is
// not a deck at all: bad input, not a rule broken).
constexpr int kMaxCountPerEntry = 99;

struct DeckEntry {
  int def;    // index into the facts table
  int count;  // copies, >= 1
};

// A deck, normalised: one entry per card, in definition order.
struct DeckList {
  std::vector<DeckEntry> cards;
  int total() const;
  int count_of(int def) const;
};

// Adds `count` copies of `def` (merging with an entry already there) and
// keeps the list in definition order.
void add_cards(DeckList& d, int def, int count);

// One broken deck-building rule: a stable code, an English message, the rule
// id ("" for the engine limit) and the keys of the cards involved.
struct DeckError {
  std::string code;  // too_few_cards, too_many_copies, mixed_sides, too_few_units, unit_ratio, engine_limit
  std::string message;
  std::string rule;  // "TCG-DECK-2"
  std::vector<std::string> cards;
};

// Every way the deck breaks the rules, in this order (empty: legal):
// at least 60 cards (TCG-DECK-1); at most 4 copies of a card, that is of
// one name and version (TCG-DECK-2, one error per card); not both Dark Side
// and Light Side cards (TCG-DECK-3); at least 12 units of each unit type
// (TCG-DECK-4, one error per type); no unit type more than twice another
// (TCG-DECK-5, one error per ordered pair of types); the engine's limit.
std::vector<DeckError> deck_errors(const DeckList& d);
json deck_error_json(const DeckError& e);

// The side a deck plays: Dark or Light when it has cards of that side,
// kNeutral when it has only neutral cards (it may play either side,
// TCG-SETUP-1) or, when illegal, cards of both (see deck_errors).
Side deck_side(const DeckList& d);

// One definition per copy, in definition order (to build a game's deck).
std::vector<int> deck_defs(const DeckList& d);

struct Preset {
  const char* key;   // "republic"
  const char* name;  // "Republic (Light Side, Attack of the Clones)"
  Side side;
  DeckList deck;
};
// The two ready-to-play decks, Light Side first; both legal.
const std::vector<Preset>& presets();
const Preset* preset_by_key(const std::string& key);

// A deck code: "key:count,key:count,..." in definition order.
std::string deck_code(const DeckList& d);
// A preset's key or a deck code (a game option's value); bad_option otherwise.
Result<DeckList> deck_from_option(const std::string& value);

}  // namespace sw::tcg
