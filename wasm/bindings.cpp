// Embind bindings: the JSON API of docs/api.md and nothing else, plus one
// benchmark hook (benchRandomGames, see wasm/README.md). Match methods take
// JS values (validated here, never coerced) and return JSON strings; nothing
// here throws.
#include <emscripten/bind.h>
#include <string>
#include "builtin_games.h"
#include "match_bytes.h"
#include "random_playout.h"
#include "sw/decks.h"
#include "sw/match.h"
#include "sw/utf8.h"

namespace {

using emscripten::val;

std::string error_json(const char* code, const std::string& message) {
  sw::json out;
  out["ok"] = false;
  out["error"] = {{"code", code}, {"message", message}};
  return sw::dump(out);
}

// JavaScript strings are UTF-16. Embind's std::string conversion joins a lone
// surrogate with the next code unit (silently altering the text), so string
// arguments cross as UTF-16 and are converted here, strictly: a lone
// surrogate is an error, never repaired.
bool utf16_to_utf8(const std::u16string& in, std::string& out) {
  out.clear();
  out.reserve(in.size());
  for (size_t i = 0; i < in.size(); ++i) {
    uint32_t c = in[i];
    if (c >= 0xD800 && c <= 0xDBFF) {
      if (i + 1 >= in.size() || in[i + 1] < 0xDC00 || in[i + 1] > 0xDFFF) return false;
      c = 0x10000 + ((c - 0xD800) << 10) + (static_cast<uint32_t>(in[++i]) - 0xDC00);
    } else if (c >= 0xDC00 && c <= 0xDFFF) {
      return false;
    }
    sw::append_utf8(out, c);
  }
  return true;
}

// A JSON text argument: a JS string of well-formed UTF-16 within the size
// limit; anything else is an error answer in `error`.
bool text_arg(const val& v, const char* what, std::string& out, std::string& error) {
  if (!v.isString()) {
    error = error_json(sw::err::kBadRequest, std::string(what) + ": the argument must be a string (JSON text)");
    return false;
  }
  size_t units = v["length"].as<size_t>();
  if (units > sw::kMaxJsonBytes) {
    error = error_json(sw::err::kBadJson, std::string(what) + ": the input is longer than the limit of " +
                                              std::to_string(sw::kMaxJsonBytes) + " UTF-16 units (and as many bytes of UTF-8)");
    return false;
  }
  if (!utf16_to_utf8(v.as<std::u16string>(), out)) {
    error = error_json(sw::err::kBadJson, std::string(what) + ": the text holds a lone UTF-16 surrogate (invalid Unicode)");
    return false;
  }
  return true;
}

// A seat argument: a JS number that is an integer in [lo, hi]. Nothing is
// coerced: NaN, undefined, 1.7, "1", 2**32 are all bad_player. (The range is
// checked again by sw::Match against the number of seats.)
bool seat_arg(const val& v, const char* what, int& seat, std::string& error) {
  if (v.isNumber()) {
    double d = v.as<double>();
    if (d == d && d >= -1 && d <= 1000 && d == static_cast<double>(static_cast<int>(d))) {
      seat = static_cast<int>(d);
      return true;
    }
  }
  error = error_json(sw::err::kBadPlayer, std::string(what) + ": the seat must be an integer (a seat number, or -1 where allowed)");
  return false;
}

// sw::Match needs its registry; JavaScript constructs `new Match()`. Every
// argument arrives as a JS value and is validated here, so a wrong type is an
// error answer, never an embind BindingError or a silent conversion.
class JsMatch {
 public:
  JsMatch() : m_(sw::builtin_registry()) {}

  std::string start(val config) { return with_text(config, "start", [&](const std::string& t) { return m_.start(t); }); }
  std::string status() const { return m_.status(); }
  std::string view(val seat) const { return with_seat(seat, "view", [&](int s) { return m_.view(s); }); }
  std::string log(val seat) const { return with_seat(seat, "log", [&](int s) { return m_.log(s); }); }
  std::string legalActions(val seat) const {
    return with_seat(seat, "legalActions", [&](int s) { return m_.legal_actions(s); });
  }
  std::string apply(val action) { return with_text(action, "apply", [&](const std::string& t) { return m_.apply(t); }); }
  std::string concede(val seat) { return with_seat(seat, "concede", [&](int s) { return m_.concede(s); }); }
  std::string undo() { return m_.undo(); }
  std::string undoToSeat(val seat) { return with_seat(seat, "undoToSeat", [&](int s) { return m_.undo_to_seat(s); }); }
  std::string save() const { return m_.save(); }
  std::string load(val save) { return with_text(save, "load", [&](const std::string& t) { return m_.load(t); }); }
  std::string replay() const { return m_.replay(); }
  std::string botAction(val seat, val options) const {
    std::string error, text;
    int s = 0;
    if (!seat_arg(seat, "botAction", s, error)) return error;
    if (!options.isUndefined() && !text_arg(options, "botAction", text, error)) return error;
    return m_.bot_action(s, text);
  }
  std::string setPolicy(val policy) {
    return with_text(policy, "setPolicy", [&](const std::string& t) { return m_.set_policy(t); });
  }

 private:
  template <class F>
  static std::string with_text(const val& v, const char* what, F&& f) {
    std::string text, error;
    if (!text_arg(v, what, text, error)) return error;
    return f(text);
  }
  template <class F>
  static std::string with_seat(const val& v, const char* what, F&& f) {
    std::string error;
    int s = 0;
    if (!seat_arg(v, what, s, error)) return error;
    return f(s);
  }

  sw::Match m_;
};

std::string version() { return sw::api_version(); }

std::string listGames() { return sw::list_games_json(sw::builtin_registry()); }

// Cards and decks (docs/api.md, "Cards and decks"): one JSON request each,
// validated like every other text argument.
template <class F>
std::string deck_call(const val& request, const char* what, F&& f) {
  std::string text, error;
  if (!text_arg(request, what, text, error)) return error;
  return f(sw::builtin_registry(), text);
}
std::string cardList(val request) { return deck_call(request, "cardList", sw::card_list_json); }
std::string validateDeck(val request) { return deck_call(request, "validateDeck", sw::validate_deck_json); }
std::string deckImport(val request) { return deck_call(request, "deckImport", sw::deck_import_json); }
std::string deckExport(val request) { return deck_call(request, "deckExport", sw::deck_export_json); }

// Benchmark hook (not part of the API contract): random-bot games played on
// the raw State interface inside wasm for about `millis` ms.
// -> {"ok":true,"games","actions","ms"} or {"ok":false,"error":{code,message}}.
std::string benchRandomGames(const std::string& game_id, double seed, double millis) {
  sw::json out;
  const sw::Game* g = sw::builtin_registry().find(game_id);
  if (!g) {
    out["ok"] = false;
    out["error"] = {{"code", sw::err::kUnknownGame}, {"message", "no game with id '" + game_id + "'"}};
    return sw::dump(out);
  }
  uint64_t s = seed >= 0 && seed < 9007199254740992.0 ? static_cast<uint64_t>(seed) : 0;
  double ms = millis > 0 && millis < 600000 ? millis : 1000;
  sw::bench::PlayoutStats st = sw::bench::run_random_games(*g, s, ms);
  if (!st.error.empty()) return error_json(sw::err::kInternal, st.error);
  out["ok"] = true;
  out["games"] = st.games;
  out["actions"] = st.actions;
  out["ms"] = st.ms;
  return sw::dump(out);
}

// Benchmark hook (not part of the API contract): the heap bytes one Match
// holds after a whole random game (examples/bench/match_bytes.h).
// -> {"ok":true,"bytes","actions"} or {"ok":false,"error":{code,message}}.
std::string benchMatchBytes(const std::string& game_id, double seed) {
  sw::json out;
  if (!sw::builtin_registry().find(game_id)) return error_json(sw::err::kUnknownGame, "no game with id '" + game_id + "'");
  uint64_t s = seed >= 0 && seed < 9007199254740992.0 ? static_cast<uint64_t>(seed) : 0;
  sw::bench::MatchBytes mb = sw::bench::match_bytes(sw::builtin_registry(), game_id, s);
  if (!mb.error.empty()) return error_json(sw::err::kInternal, mb.error);
  out["ok"] = true;
  out["bytes"] = mb.bytes;
  out["actions"] = mb.actions;
  return sw::dump(out);
}

}  // namespace

EMSCRIPTEN_BINDINGS(swrules) {
  emscripten::function("version", &version);
  emscripten::function("listGames", &listGames);
  emscripten::function("benchRandomGames", &benchRandomGames);
  emscripten::function("benchMatchBytes", &benchMatchBytes);
  emscripten::function("cardList", &cardList);
  emscripten::function("validateDeck", &validateDeck);
  emscripten::function("deckImport", &deckImport);
  emscripten::function("deckExport", &deckExport);
  emscripten::class_<JsMatch>("Match")
      .constructor<>()
      .function("start", &JsMatch::start)
      .function("status", &JsMatch::status)
      .function("view", &JsMatch::view)
      .function("log", &JsMatch::log)
      .function("legalActions", &JsMatch::legalActions)
      .function("apply", &JsMatch::apply)
      .function("undo", &JsMatch::undo)
      .function("undoToSeat", &JsMatch::undoToSeat)
      .function("concede", &JsMatch::concede)
      .function("save", &JsMatch::save)
      .function("load", &JsMatch::load)
      .function("replay", &JsMatch::replay)
      .function("botAction", &JsMatch::botAction)
      .function("setPolicy", &JsMatch::setPolicy);
}
