// The TCG's card list and decks through the game-neutral API: decks as JSON,
// deck codes and LackeyCCG .dek files, checked against TCG-DECK-1..5 with one
// error per violation.
#include "tcg/deck_api.h"

#include <algorithm>
#include "sw/decks.h"
#include "tcg/dek.h"

namespace sw::tcg {
namespace {

constexpr const char* kDeckFileFormat = "swrules-deck";
constexpr int kDeckFileVersion = 1;
constexpr size_t kMaxDeckName = 100;   // bytes of UTF-8
constexpr size_t kMaxDeckEntries = 500;
constexpr size_t kMaxCodeBytes = 8000;

Error bad_deck(const std::string& why) { return make_error(err::kBadDeck, why); }

const char* side_key(Side s) { return s == kDark ? "dark" : s == kLight ? "light" : "neutral"; }

const Preset* preset_of(const DeckList& d) {
  for (const Preset& p : presets()) {
    if (p.deck.cards.size() != d.cards.size()) continue;
    bool same = true;
    for (size_t i = 0; i < d.cards.size() && same; ++i)
      same = p.deck.cards[i].def == d.cards[i].def && p.deck.cards[i].count == d.cards[i].count;
    if (same) return &p;
  }
  return nullptr;
}

json formats_json() {
  return json::array({
      {{"id", "dek"}, {"name", "LackeyCCG deck"}, {"extension", "dek"}, {"mime", "application/xml"}},
      {{"id", "json"}, {"name", "swrules deck (JSON)"}, {"extension", "json"}, {"mime", "application/json"}},
      {{"id", "code"}, {"name", "deck code"}, {"extension", "txt"}, {"mime", "text/plain"}},
  });
}

json deck_file_json(const NamedDeck& d) {
  return {{"format", kDeckFileFormat}, {"version", kDeckFileVersion}, {"game", "tcg"}, {"deck", deck_json(d)}};
}

// A .dek's names as a deck: every name must be a card of the set.
Result<json> import_dek(const std::string& text) {
  Result<DekFile> parsed = parse_dek(text);
  if (!parsed.ok()) return parsed.error();
  const DekFile& file = parsed.value();
  NamedDeck d;
  d.name = file.title;
  std::vector<std::string> unknown;
  for (const std::string& name : file.names) {
    const int def = def_of_lackey_name(name);
    if (def >= 0) {
      add_cards(d.list, def, 1);
    } else if (std::find(unknown.begin(), unknown.end(), name) == unknown.end()) {
      unknown.push_back(name);
    }
  }
  json errs = json::array();
  if (!unknown.empty()) {
    std::string list;
    for (size_t i = 0; i < unknown.size() && i < 20; ++i) list += (i ? ", " : "") + unknown[i].substr(0, 80);
    if (unknown.size() > 20) list += " and " + std::to_string(unknown.size() - 20) + " more";
    errs.push_back(deck_error_json({"unknown_card",
                                    std::to_string(unknown.size()) + " card name(s) that are not cards of Attack of the Clones: " + list,
                                    "", unknown}));
  }
  for (const DeckEntry& e : d.list.cards)
    if (e.count > kMaxCountPerEntry)
      errs.push_back(deck_error_json({"entry_limit",
                                      lackey_name(e.def) + " is in the file " + std::to_string(e.count) + " times; a deck holds at most " +
                                          std::to_string(kMaxCountPerEntry) + " copies of a card here",
                                      "", {facts(e.def).key}}));
  if (!errs.empty()) return json{{"errors", errs}};
  json out = {{"deck", deck_json(d)}};
  // Superzones other than "Deck" (a sideboard) are not part of the deck: say so.
  if (!file.skipped.empty()) out["skipped"] = file.skipped;
  return out;
}

}  // namespace

Result<NamedDeck> read_deck(const json& v) {
  NamedDeck d;
  if (v.is_string()) {
    Result<DeckList> r = deck_from_option(v.get_ref<const std::string&>());
    if (!r.ok()) return bad_deck(r.error().message);
    d.list = r.value();
    return d;
  }
  if (!v.is_object()) return bad_deck("a deck is an object {\"name\"?, \"cards\"}, a preset's key or a deck code");
  if (const std::string* k = unknown_key(v, {"name", "cards"})) return bad_deck("unknown deck key '" + k->substr(0, 40) + "'");
  if (const json* n = field(v, "name")) {
    if (!n->is_string() || n->get_ref<const std::string&>().size() > kMaxDeckName)
      return bad_deck("a deck's 'name' must be a string of at most " + std::to_string(kMaxDeckName) + " bytes");
    d.name = n->get<std::string>();
  }
  if (const json* cards = field(v, "cards")) {
    if (!cards->is_array() || cards->size() > kMaxDeckEntries)
      return bad_deck("a deck's 'cards' must be an array of at most " + std::to_string(kMaxDeckEntries) +
                      " entries {\"key\", \"count\"}");
    for (const json& e : *cards) {
      if (!e.is_object()) return bad_deck("a deck entry is an object {\"key\", \"count\"}");
      if (const std::string* k = unknown_key(e, {"key", "count"})) return bad_deck("unknown deck entry key '" + k->substr(0, 40) + "'");
      std::string key;
      int count = 0;
      if (!get_string(e, "key", key)) return bad_deck("a deck entry needs a 'key' (a card key of the card list)");
      const int def = def_of_key(key.c_str());
      if (def < 0) return bad_deck("unknown card '" + key.substr(0, 60) + "' in the deck");
      const json* c = field(e, "count");
      if (!c || !as_int_in(*c, 1, kMaxCountPerEntry, count))
        return bad_deck("card '" + key + "': 'count' must be an integer from 1 to " + std::to_string(kMaxCountPerEntry));
      add_cards(d.list, def, count);
    }
  }
  return d;
}

json deck_json(const NamedDeck& d) {
  json j;
  if (!d.name.empty()) j["name"] = d.name;
  json cards = json::array();
  for (const DeckEntry& e : d.list.cards) cards.push_back({{"key", facts(e.def).key}, {"count", e.count}});
  j["cards"] = cards;
  return j;
}

json tcg_card_list(const ImplementedFn& implemented) {
  json cards = json::array();
  for (int d = 0; d < num_facts(); ++d) {
    json c = card_list_entry(d);
    if (implemented) c["implemented"] = implemented(d);
    cards.push_back(std::move(c));
  }
  json presets_j = json::array();
  for (const Preset& p : presets())
    presets_j.push_back({{"key", p.key}, {"name", p.name}, {"side", side_key(p.side)}, {"deck", deck_json({p.deck, ""})}});
  return {{"cards", cards},
          {"presets", presets_j},
          {"deckFormats", formats_json()},
          {"deckRules", {{"minCards", 60}, {"maxCopies", 4}, {"minPerUnitType", 12}, {"maxUnitTypeRatio", 2},
                         {"maxCards", kMaxDeckCards}}}};
}

Result<json> tcg_validate_deck(const json& v) {
  Result<NamedDeck> r = read_deck(v);
  if (!r.ok()) return r.error();
  const NamedDeck& d = r.value();
  const std::vector<DeckError> errs = deck_errors(d.list);
  json a = json::array();
  for (const DeckError& e : errs) a.push_back(deck_error_json(e));
  const Preset* preset = preset_of(d.list);
  const Side side = deck_side(d.list);
  int by_type[kNumTypes] = {0, 0, 0, 0, 0};
  for (const DeckEntry& e : d.list.cards) by_type[facts(e.def).type] += e.count;
  json out;
  out["legal"] = errs.empty();
  out["errors"] = a;
  out["deck"] = deck_json(d);
  out["preset"] = preset ? json(preset->key) : json(nullptr);
  // Dark or Light; null for an all-neutral deck (it may play either side) or
  // one with both sides (illegal).
  out["side"] = side == kNeutral ? json(nullptr) : json(side_key(side));
  // What to pass as a game option: the preset's key or the deck code.
  out["option"] = preset ? json(preset->key) : d.list.cards.empty() ? json(nullptr) : json(deck_code(d.list));
  out["counts"] = {{"cards", d.list.total()},      {"space", by_type[kSpace]},   {"ground", by_type[kGround]},
                   {"character", by_type[kCharacter]}, {"battle", by_type[kBattle]}, {"mission", by_type[kMission]}};
  return out;
}

Result<json> tcg_deck_import(const std::string& format, const std::string& text) {
  if (format == "dek") return import_dek(text);
  if (format == "code") {
    if (text.size() > kMaxCodeBytes) return bad_deck("a deck code is at most " + std::to_string(kMaxCodeBytes) + " characters");
    Result<DeckList> r = deck_from_option(text);
    if (!r.ok()) return bad_deck(r.error().message);
    return json{{"deck", deck_json({r.value(), ""})}};
  }
  if (format == "json") {
    json j;
    JsonLimitError e;
    if (!parse_json(text, j, &e)) return bad_deck("the deck file is not JSON: " + e.message);
    const json* deck = &j;
    if (j.is_object() && field(j, "format")) {
      if (const std::string* k = unknown_key(j, {"format", "version", "game", "deck"}))
        return bad_deck("unknown key '" + k->substr(0, 40) + "' in the deck file");
      std::string fmt, game;
      int version = 0;
      if (!get_string(j, "format", fmt) || fmt != kDeckFileFormat) return bad_deck("the deck file's 'format' must be \"swrules-deck\"");
      if (!get_int_in(j, "version", 0, 1000000, version) || version != kDeckFileVersion) return bad_deck("the deck file's 'version' must be 1");
      if (!get_string(j, "game", game) || game != "tcg") return bad_deck("the deck file is not a TCG deck");
      deck = field(j, "deck");
      if (!deck) return bad_deck("the deck file has no 'deck'");
    }
    Result<NamedDeck> r = read_deck(*deck);
    if (!r.ok()) return r.error();
    return json{{"deck", deck_json(r.value())}};
  }
  return make_error(err::kBadRequest, "deckImport: unknown format '" + format.substr(0, 40) + "' (dek, json or code)");
}

Result<json> tcg_deck_export(const json& v, const std::string& format) {
  if (format != "dek" && format != "json" && format != "code")
    return make_error(err::kBadRequest, "deckExport: unknown format '" + format.substr(0, 40) + "' (dek, json or code)");
  Result<NamedDeck> r = read_deck(v);
  if (!r.ok()) return r.error();
  const NamedDeck& d = r.value();
  if (format == "json")
    return json{{"text", deck_file_json(d).dump(2, ' ', false, json::error_handler_t::replace)},
                {"mime", "application/json"},
                {"extension", "json"}};
  if (format == "code") {
    if (d.list.cards.empty()) return bad_deck("an empty deck has no deck code");
    return json{{"text", deck_code(d.list)}, {"mime", "text/plain"}, {"extension", "txt"}};
  }
  return json{{"text", write_dek(d.list, d.name)}, {"mime", "application/xml"}, {"extension", "dek"}};
}

}  // namespace sw::tcg
