// Cards and decks: a game-neutral, optional capability of a Game (docs/api.md,
// "Cards and decks"). A game with deck building derives from both sw::Game and
// sw::DeckBuilding; the API finds it with deck_building(game). A game without
// it (EvR) answers err::kUnsupported to every card and deck call.
//
// The free functions are the JSON API of these calls (wasm binds them as
// cardList, validateDeck, deckImport, deckExport): JSON in, JSON out, no match
// needed, every argument validated like the Match calls (sw/json.h limits,
// unknown keys), never a throw.
#pragma once
#include <string>
#include "sw/error.h"
#include "sw/game.h"
#include "sw/json.h"
#include "sw/registry.h"

namespace sw {

namespace err {
inline constexpr const char* kBadDeck = "bad_deck";        // a deck or deck file that cannot be read as one
inline constexpr const char* kUnsupported = "unsupported";  // the game has no card list / no decks
}  // namespace err

class DeckBuilding {
 public:
  virtual ~DeckBuilding() = default;

  // Every card of the game, its printed facts and our text:
  // {"cards":[{"key","name","type","text",...}], ...game-specific keys}.
  virtual Result<json> card_list() const = 0;

  // A deck checked against the deck-building rules, one error per violation:
  // {"legal":bool,"errors":[{"code","message","cards":[keys],...}],"deck":{normalised},...}.
  // A deck that is not even well-formed is an error (err::kBadDeck).
  virtual Result<json> validate_deck(const json& deck) const = 0;

  // A deck file in `format` (the LCG: "o8d", "json", "code") -> {"deck":{...}}.
  // A file that names cards the game does not have or cannot be a deck:
  // {"errors":[{"code","message","cards"}]} without "deck" (the API answers
  // it as err::kBadDeck with the list). A file that is not of the format at
  // all: an error (err::kBadDeck); an unknown format: err::kBadRequest.
  virtual Result<json> deck_import(const std::string& format, const std::string& text) const = 0;

  // A deck written in `format` -> {"text","mime","extension"}.
  virtual Result<json> deck_export(const json& deck, const std::string& format) const = 0;
};

// The game's deck building, or nullptr when it has none.
inline const DeckBuilding* deck_building(const Game& g) { return dynamic_cast<const DeckBuilding*>(&g); }

// {"game"} -> {"ok":true,"game","cards":[...],...}
std::string card_list_json(const Registry& registry, const std::string& request_json);
// {"game","deck"} -> {"ok":true,"game","legal","errors":[{code,message,cards,...}],"deck",...}
std::string validate_deck_json(const Registry& registry, const std::string& request_json);
// {"game","format","text"} -> {"ok":true,"game","deck"}; a file naming unknown
// cards: {"ok":false,"error":{"code":"bad_deck","message","errors":[...]}}
std::string deck_import_json(const Registry& registry, const std::string& request_json);
// {"game","format","deck"} -> {"ok":true,"game","format","text","mime","extension"}
std::string deck_export_json(const Registry& registry, const std::string& request_json);

}  // namespace sw
