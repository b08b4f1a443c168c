// The TCG's card list and decks for the game-neutral API (sw::DeckBuilding,
// docs/api.md "Cards and decks"): the TCG Game's card_list / validate_deck /
// deck_import / deck_export return these. Formats: "dek" (LackeyCCG), "json"
// (an swrules deck file) and "code" (a deck code).
//
// A deck argument is a preset's key ("republic"), a deck code
// ("clone-platoon:4,yoda-b:1,..."), or an object
// {"name"?: string, "cards"?: [{"key": card key, "count": 1..99}, ...]}.
#pragma once
#include <functional>
#include <string>
#include "sw/error.h"
#include "sw/json.h"
#include "tcg/decks.h"

namespace sw::tcg {

// A card's printed facts and our text, as the card list gives it.
json card_list_entry(int def);

// Whether the engine plays a card as printed; when given, the card list adds
// "implemented" to each card (the rules module knows, the data does not).
using ImplementedFn = std::function<bool(int def)>;

json tcg_card_list(const ImplementedFn& implemented = nullptr);
Result<json> tcg_validate_deck(const json& deck);
Result<json> tcg_deck_import(const std::string& format, const std::string& text);
Result<json> tcg_deck_export(const json& deck, const std::string& format);

// A deck argument as above (err::kBadDeck when it is not one).
struct NamedDeck {
  DeckList list;
  std::string name;
};
Result<NamedDeck> read_deck(const json& v);
json deck_json(const NamedDeck& d);

}  // namespace sw::tcg
