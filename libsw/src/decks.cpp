// The card and deck calls of the JSON API (sw/decks.h): one request object
// each, checked in a fixed order (well-formed JSON within the limits → object
// → no unknown key → a known game → a game with decks → the call's own
// fields) before the game sees it.
#include "sw/decks.h"

namespace sw {
namespace {

std::string error_json(const Error& e) {
  json j;
  j["ok"] = false;
  j["error"] = {{"code", e.code}, {"message", e.message}};
  return dump(j);
}
std::string error_json(const char* code, const std::string& msg) { return error_json(Error{code, msg}); }

// The common part: a JSON object with only the allowed keys, a known "game"
// that has deck building. On failure `error` holds the answer.
const DeckBuilding* deck_request(const Registry& registry, const std::string& text, const char* what,
                                 std::initializer_list<const char*> keys, json& req, std::string& error) {
  JsonLimitError e;
  if (!parse_json(text, req, &e)) {
    error = error_json(err::kBadJson, std::string(what) + ": the request: " + e.message);
    return nullptr;
  }
  if (!req.is_object()) {
    error = error_json(err::kBadRequest, std::string(what) + ": the request must be a JSON object");
    return nullptr;
  }
  if (const std::string* k = unknown_key(req, keys)) {
    error = error_json(err::kBadRequest, std::string(what) + ": unknown key '" + k->substr(0, 40) + "'");
    return nullptr;
  }
  std::string id;
  if (!get_string(req, "game", id)) {
    error = error_json(err::kBadRequest, std::string(what) + ": 'game' (string) is required");
    return nullptr;
  }
  const Game* g = registry.find(id);
  if (!g) {
    error = error_json(err::kUnknownGame, std::string(what) + ": no game with id '" + id.substr(0, 40) + "'");
    return nullptr;
  }
  const DeckBuilding* d = deck_building(*g);
  if (!d) error = error_json(err::kUnsupported, std::string(what) + ": " + g->info().name + " (" + id + ") has no card list or deck building");
  return d;
}

bool format_arg(const json& req, const char* what, std::string& format, std::string& error) {
  if (!get_string(req, "format", format) || format.empty() || format.size() > 16) {
    error = error_json(err::kBadRequest, std::string(what) + ": 'format' (a short string, e.g. \"o8d\") is required");
    return false;
  }
  return true;
}

std::string ok_json(json body, const json& req) {
  body["ok"] = true;
  body["game"] = req["game"];
  return dump(body);
}

}  // namespace

std::string card_list_json(const Registry& registry, const std::string& request_json) {
  json req;
  std::string error;
  const DeckBuilding* d = deck_request(registry, request_json, "cardList", {"game"}, req, error);
  if (!d) return error;
  Result<json> r = d->card_list();
  return r.ok() ? ok_json(r.value(), req) : error_json(r.error());
}

std::string validate_deck_json(const Registry& registry, const std::string& request_json) {
  json req;
  std::string error;
  const DeckBuilding* d = deck_request(registry, request_json, "validateDeck", {"game", "deck"}, req, error);
  if (!d) return error;
  const json* deck = field(req, "deck");
  if (!deck) return error_json(err::kBadRequest, "validateDeck: 'deck' is required");
  Result<json> r = d->validate_deck(*deck);
  return r.ok() ? ok_json(r.value(), req) : error_json(r.error());
}

std::string deck_import_json(const Registry& registry, const std::string& request_json) {
  json req;
  std::string error, format, text;
  const DeckBuilding* d = deck_request(registry, request_json, "deckImport", {"game", "format", "text"}, req, error);
  if (!d) return error;
  if (!format_arg(req, "deckImport", format, error)) return error;
  if (!get_string(req, "text", text)) return error_json(err::kBadRequest, "deckImport: 'text' (the file's text) is required");
  Result<json> r = d->deck_import(format, text);
  if (!r.ok()) return error_json(r.error());
  const json* errors = field(r.value(), "errors");
  if (errors && errors->is_array() && !field(r.value(), "deck")) {
    std::string msg = "deckImport: the file is not a deck of this game";
    for (size_t i = 0; i < errors->size() && i < 8; ++i) {
      const json* m = field((*errors)[i], "message");
      if (m && m->is_string()) msg += (i ? "; " : ": ") + m->get<std::string>();
    }
    json out;
    out["ok"] = false;
    out["error"] = {{"code", err::kBadDeck}, {"message", msg}, {"errors", *errors}};
    return dump(out);
  }
  return ok_json(r.value(), req);
}

std::string deck_export_json(const Registry& registry, const std::string& request_json) {
  json req;
  std::string error, format;
  const DeckBuilding* d = deck_request(registry, request_json, "deckExport", {"game", "format", "deck"}, req, error);
  if (!d) return error;
  if (!format_arg(req, "deckExport", format, error)) return error;
  const json* deck = field(req, "deck");
  if (!deck) return error_json(err::kBadRequest, "deckExport: 'deck' is required");
  Result<json> r = d->deck_export(*deck, format);
  if (!r.ok()) return error_json(r.error());
  json body = r.value();
  body["format"] = format;
  return ok_json(body, req);
}

}  // namespace sw
