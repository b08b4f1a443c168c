// Embind bindings: the JSON API of docs/api.md and nothing else, plus one
// benchmark hook (benchRandomGames, see wasm/README.md). Every function takes
// and returns std::string / int; nothing here throws.
#include <emscripten/bind.h>
#include <string>
#include "builtin_games.h"
#include "random_playout.h"
#include "sw/match.h"

namespace {

// sw::Match needs its registry; JavaScript constructs `new Match()`.
class JsMatch {
 public:
  JsMatch() : m_(sw::builtin_registry()) {}

  std::string start(const std::string& config) { return m_.start(config); }
  std::string status() const { return m_.status(); }
  std::string view(int seat) const { return m_.view(seat); }
  std::string log(int seat) const { return m_.log(seat); }
  std::string legalActions(int seat) const { return m_.legal_actions(seat); }
  std::string apply(const std::string& action) { return m_.apply(action); }
  std::string undo() { return m_.undo(); }
  std::string undoToSeat(int seat) { return m_.undo_to_seat(seat); }
  std::string save() const { return m_.save(); }
  std::string load(const std::string& save) { return m_.load(save); }
  std::string replay() const { return m_.replay(); }
  std::string botAction(int seat, const std::string& options) const { return m_.bot_action(seat, options); }

 private:
  sw::Match m_;
};

std::string version() { return sw::api_version(); }

std::string listGames() { return sw::list_games_json(sw::builtin_registry()); }

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
  if (!st.error.empty()) {
    out["ok"] = false;
    out["error"] = {{"code", sw::err::kInternal}, {"message", st.error}};
    return sw::dump(out);
  }
  out["ok"] = true;
  out["games"] = st.games;
  out["actions"] = st.actions;
  out["ms"] = st.ms;
  return sw::dump(out);
}

}  // namespace

EMSCRIPTEN_BINDINGS(swrules) {
  emscripten::function("version", &version);
  emscripten::function("listGames", &listGames);
  emscripten::function("benchRandomGames", &benchRandomGames);
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
      .function("save", &JsMatch::save)
      .function("load", &JsMatch::load)
      .function("replay", &JsMatch::replay)
      .function("botAction", &JsMatch::botAction);
}
