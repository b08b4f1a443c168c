// The TCG as a registered game: listed by the registry, and its card list and
// decks answered through the game-neutral JSON API (sw::DeckBuilding).
#include <catch2/catch.hpp>
#include <string>
#include "builtin_games.h"
#include "sw/decks.h"
#include "sw/json.h"
#include "tcg/facts.h"

using sw::json;

namespace {

json call(std::string (*fn)(const sw::Registry&, const std::string&), const json& request) {
  json j;
  REQUIRE(sw::parse_json(fn(sw::builtin_registry(), request.dump()), j));
  return j;
}

const json* card(const json& list, const char* key) {
  for (const json& c : list["cards"])
    if (c["key"] == key) return &c;
  return nullptr;
}

}  // namespace

TEST_CASE("TCG registered: the registry lists tcg and it has deck building", "[tcg]") {
  const sw::Game* g = sw::builtin_registry().find("tcg");
  REQUIRE(g != nullptr);
  CHECK(g->info().name == "Star Wars Trading Card Game");
  CHECK(sw::deck_building(*g) != nullptr);
}

TEST_CASE("TCG registered: cardList marks vanilla, keyword-only and scripted cards implemented", "[tcg]") {
  const json list = call(sw::card_list_json, {{"game", "tcg"}});
  REQUIRE(list["ok"] == true);
  REQUIRE(list["cards"].size() == static_cast<size_t>(sw::tcg::num_facts()));
  const json* vanilla = card(list, "clone-platoon");   // no text
  const json* shields = card(list, "republic-cruiser");  // "Shields 1." only
  const json* scripted = card(list, "boba-fett-a");       // cards/boba_fett_a.cpp
  const json* text_only = card(list, "nexu");  // an ability, cards/nexu.cpp
  REQUIRE(vanilla);
  REQUIRE(shields);
  REQUIRE(scripted);
  REQUIRE(text_only);
  CHECK((*vanilla)["implemented"] == true);
  CHECK((*shields)["implemented"] == true);
  CHECK((*scripted)["implemented"] == true);
  CHECK((*text_only)["implemented"] == true);
  // Not implemented: only cards with text and no script (vanilla and keyword-only cards are).
  for (const json& c : list["cards"])
    if (c["implemented"] == false) CHECK_FALSE(c["text"].get<std::string>().empty());
}

TEST_CASE("TCG registered: validateDeck, deckExport and deckImport through the JSON API (TCG-DECK-1)", "[tcg]") {
  const json v = call(sw::validate_deck_json, {{"game", "tcg"}, {"deck", "republic"}});
  REQUIRE(v["ok"] == true);
  CHECK(v["legal"] == true);
  CHECK(v["side"] == "light");
  const json small = call(sw::validate_deck_json, {{"game", "tcg"}, {"deck", "clone-platoon:4"}});
  REQUIRE(small["ok"] == true);
  CHECK(small["legal"] == false);
  CHECK(small["errors"][0]["code"] == "too_few_cards");
  const json out = call(sw::deck_export_json, {{"game", "tcg"}, {"format", "dek"}, {"deck", "separatists"}});
  REQUIRE(out["ok"] == true);
  CHECK(out["extension"] == "dek");
  const json in = call(sw::deck_import_json, {{"game", "tcg"}, {"format", "dek"}, {"text", out["text"]}});
  REQUIRE(in["ok"] == true);
  const json again = call(sw::validate_deck_json, {{"game", "tcg"}, {"deck", in["deck"]}});
  CHECK(again["legal"] == true);
  CHECK(again["preset"] == "separatists");
  const json bad = call(sw::deck_import_json, {{"game", "tcg"}, {"format", "dek"}, {"text", "not xml"}});
  CHECK(bad["ok"] == false);
  CHECK(bad["error"]["code"] == "bad_deck");
}
