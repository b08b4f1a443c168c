// swcli: play swrules games from a terminal, through the same JSON API the
// web page uses (sw::Match).
//
//   swcli list
//   swcli selfplay --game evr --seed N [--bot random|heuristic|search] [--games K] [--options JSON] [--log-seat S]
//   swcli play --game evr --seed N [--human 0] [--bot heuristic|random|search] [--options JSON]
//   swcli versus --game lcg --seed N --bots search,heuristic [--games 200] [--options JSON]
//   swcli replay-final --game evr --seed N --bot random --botseed M [--options JSON]
//   swcli replay-final --replay FILE      (a replay object or an array of them)
//
// replay-final prints the final save() of each game on one line; the node
// tests compare it byte for byte with the wasm build.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>
#include "builtin_games.h"
#include "sw/json.h"
#include "sw/match.h"

namespace {

using sw::json;

constexpr int kMaxSteps = 100000;  // a game longer than this is reported as stuck

struct Args {
  std::string cmd;
  std::map<std::string, std::string> kv;
  bool has(const std::string& k) const { return kv.count(k) != 0; }
  std::string get(const std::string& k, const std::string& def) const {
    auto it = kv.find(k);
    return it == kv.end() ? def : it->second;
  }
};

void usage() {
  std::fprintf(stderr,
               "usage:\n"
               "  swcli list\n"
               "  swcli selfplay --game evr --seed N [--bot random|heuristic|search] [--games K] [--options JSON] "
               "[--log-seat S]\n"
               "  swcli play --game evr --seed N [--human 0] [--bot heuristic|random|search] [--options JSON]\n"
               "  swcli versus --game lcg --seed N --bots search,heuristic [--games 200] [--options JSON]\n"
               "  swcli replay-final --game evr --seed N --bot random|heuristic|search --botseed M [--options JSON]\n"
               "  swcli replay-final --replay FILE\n");
}

bool parse_u64(const std::string& s, uint64_t& out) {
  if (s.empty() || s.size() > 20) return false;
  uint64_t v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return false;
    uint64_t d = static_cast<uint64_t>(c - '0');
    if (v > (UINT64_MAX - d) / 10) return false;
    v = v * 10 + d;
  }
  out = v;
  return true;
}

bool parse_int(const std::string& s, int lo, int hi, int& out) {
  bool neg = !s.empty() && s[0] == '-';
  uint64_t v = 0;
  if (!parse_u64(neg ? s.substr(1) : s, v) || v > 1000000000u) return false;
  int64_t x = neg ? -static_cast<int64_t>(v) : static_cast<int64_t>(v);
  if (x < lo || x > hi) return false;
  out = static_cast<int>(x);
  return true;
}

// Parses an API answer; a non-JSON answer would be a library bug.
json parse_answer(const std::string& text, const char* what) {
  json j;
  if (!sw::parse_json(text, j)) {
    std::fprintf(stderr, "swcli: %s returned invalid JSON: %s\n", what, text.c_str());
    std::exit(3);
  }
  return j;
}

bool is_error(const json& j) {
  bool ok = true;
  return j.is_object() && sw::get_bool(j, "ok", ok) && !ok;
}

std::string error_text(const json& j) {
  const json* e = sw::field(j, "error");
  std::string code, msg;
  if (e) {
    sw::get_string(*e, "code", code);
    sw::get_string(*e, "message", msg);
  }
  return code + ": " + msg;
}

std::string str_of(const json& j, const char* key, const std::string& def = "") {
  std::string s;
  return sw::get_string(j, key, s) ? s : def;
}

int64_t int_of(const json& j, const char* key, int64_t def = 0) {
  int64_t v = 0;
  return sw::get_int(j, key, v) ? v : def;
}

std::string start_config(const Args& a, uint64_t seed, std::string& err) {
  json cfg;
  cfg["game"] = a.get("game", "evr");
  cfg["seed"] = seed;
  if (a.has("options")) {
    json opts;
    if (!sw::parse_json(a.get("options", ""), opts)) {
      err = "--options is not valid JSON";
      return "";
    }
    cfg["options"] = opts;
  }
  return sw::dump(cfg);
}

bool start(sw::Match& m, const Args& a, uint64_t seed) {
  std::string err;
  std::string cfg = start_config(a, seed, err);
  if (!err.empty()) {
    std::fprintf(stderr, "swcli: %s\n", err.c_str());
    return false;
  }
  json r = parse_answer(m.start(cfg), "start");
  if (is_error(r)) {
    std::fprintf(stderr, "swcli: start failed: %s\n", error_text(r).c_str());
    return false;
  }
  return true;
}

// The seat that decides next: the first of status().toAct.
int next_seat(const json& status) {
  const json* to_act = sw::field(status, "toAct");
  int seat = -1;
  if (to_act && to_act->is_array() && !to_act->empty()) sw::as_int_in((*to_act)[0], 0, 31, seat);
  return seat;
}

bool terminal_of(const json& status) {
  bool t = false;
  sw::get_bool(status, "terminal", t);
  return t;
}

// Asks the bot for `seat` and applies its choice. `bot_seed` < 0: the
// engine's default seed. Returns false (after printing) on any error.
bool bot_move(sw::Match& m, int seat, const std::string& kind, int64_t bot_seed) {
  json opts = {{"kind", kind}};
  if (bot_seed >= 0) opts["seed"] = bot_seed;
  std::string id = m.bot_action(seat, sw::dump(opts));
  if (id.empty() || id[0] == '{') {  // an error object, not an action id
    std::fprintf(stderr, "swcli: botAction(%d) failed: %s\n", seat, error_text(parse_answer(id, "botAction")).c_str());
    return false;
  }
  json req = {{"player", seat}, {"id", id}};
  json r = parse_answer(m.apply(sw::dump(req)), "apply");
  if (is_error(r)) {
    std::fprintf(stderr, "swcli: apply(%s) failed: %s\n", sw::dump(req).c_str(), error_text(r).c_str());
    return false;
  }
  return true;
}

// Plays bots against each other to the end. The bot seed of step k is
// botseed * 1000003 + k when `botseed` >= 0 (the node tests use the same
// formula), else the engine's default.
bool play_bots_to_end(sw::Match& m, const std::vector<std::string>& kinds, int64_t botseed, int& steps);
bool play_bots_to_end(sw::Match& m, const std::string& kind, int64_t botseed, int& steps) {
  return play_bots_to_end(m, std::vector<std::string>{kind}, botseed, steps);
}

// As above with a bot kind per seat (kinds[seat % kinds.size()]).
bool play_bots_to_end(sw::Match& m, const std::vector<std::string>& kinds, int64_t botseed, int& steps) {
  for (steps = 0; steps < kMaxSteps; ++steps) {
    json st = parse_answer(m.status(), "status");
    if (is_error(st)) {
      std::fprintf(stderr, "swcli: status failed: %s\n", error_text(st).c_str());
      return false;
    }
    if (terminal_of(st)) return true;
    int seat = next_seat(st);
    if (seat < 0) {
      std::fprintf(stderr, "swcli: the game is not over but no seat is to act\n");
      return false;
    }
    int64_t s = botseed >= 0 ? botseed * 1000003 + steps : -1;
    if (!bot_move(m, seat, kinds[static_cast<size_t>(seat) % kinds.size()], s)) return false;
  }
  std::fprintf(stderr, "swcli: the game did not end within %d actions\n", kMaxSteps);
  return false;
}

void print_log(const json& entries) {
  if (!entries.is_array()) return;
  for (const json& e : entries)
    std::printf("[round %lld] %s\n", static_cast<long long>(int_of(e, "round")), str_of(e, "text").c_str());
}

std::string seats_text(const json* arr) {
  std::string s;
  if (!arr || !arr->is_array()) return "none";
  for (const json& x : *arr) {
    if (!s.empty()) s += ",";
    s += sw::dump(x);
  }
  return s.empty() ? "none" : s;
}

bool parse_common(const Args& a, uint64_t& seed, std::string& bot) {
  if (!parse_u64(a.get("seed", "1"), seed)) {
    std::fprintf(stderr, "swcli: --seed must be a non-negative integer\n");
    return false;
  }
  bot = a.get("bot", "heuristic");
  if (bot != "random" && bot != "heuristic" && bot != "search") {
    std::fprintf(stderr, "swcli: --bot must be random, heuristic or search\n");
    return false;
  }
  return true;
}

// ---------------------------------------------------------------- selfplay

int cmd_selfplay(const Args& a) {
  uint64_t seed = 0;
  std::string bot;
  if (!parse_common(a, seed, bot)) return 2;
  int games = 1, log_seat = -1;
  if (!parse_int(a.get("games", "1"), 1, 1000000, games) || !parse_int(a.get("log-seat", "-1"), -1, 31, log_seat)) {
    std::fprintf(stderr, "swcli: --games must be >= 1, --log-seat a seat or -1\n");
    return 2;
  }
  auto t0 = std::chrono::steady_clock::now();
  std::map<std::string, int> wins;  // "seat N (faction)" -> games won
  int no_winner = 0;
  long long total_actions = 0;
  for (int g = 0; g < games; ++g) {
    sw::Match m(sw::builtin_registry());
    if (!start(m, a, seed + static_cast<uint64_t>(g))) return 1;
    int steps = 0;
    if (!play_bots_to_end(m, bot, -1, steps)) return 1;
    total_actions += steps;
    json st = parse_answer(m.status(), "status");
    json view = parse_answer(m.view(-1), "view");
    if (games == 1) {
      json lg = parse_answer(m.log(log_seat), "log");
      if (is_error(lg)) {
        std::fprintf(stderr, "swcli: log failed: %s\n", error_text(lg).c_str());
        return 1;
      }
      print_log(lg);
      std::printf("-- game over after %d actions; winners: %s; score: %s\n", steps,
                  seats_text(sw::field(st, "winners")).c_str(),
                  sw::field(st, "score") ? sw::dump(*sw::field(st, "score")).c_str() : "{}");
      std::string result = str_of(view, "result");
      if (!result.empty()) std::printf("-- %s\n", result.c_str());
    }
    const json* w = sw::field(st, "winners");
    if (!w || !w->is_array() || w->empty()) ++no_winner;
    else
      for (const json& x : *w) {
        int seat = -1;
        sw::as_int_in(x, 0, 31, seat);
        std::string key = "seat " + std::to_string(seat);
        const json* players = sw::field(view, "players");
        if (players && players->is_array() && seat >= 0 && static_cast<size_t>(seat) < players->size()) {
          std::string faction = str_of((*players)[static_cast<size_t>(seat)], "faction");
          if (!faction.empty()) key += " (" + faction + ")";
        }
        wins[key]++;
      }
  }
  if (games > 1) {
    double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("%d games of %s, %s bots, seeds %llu..%llu\n", games, a.get("game", "evr").c_str(), bot.c_str(),
                static_cast<unsigned long long>(seed), static_cast<unsigned long long>(seed + static_cast<uint64_t>(games) - 1));
    for (const auto& [k, n] : wins) std::printf("  %-24s won %d (%.1f%%)\n", k.c_str(), n, 100.0 * n / games);
    std::printf("  %-24s %d\n", "no winner", no_winner);
    std::printf("  average actions per game: %.1f; %.1f games/s\n", static_cast<double>(total_actions) / games,
                secs > 0 ? games / secs : 0.0);
  }
  return 0;
}

// ------------------------------------------------------------------ versus

// Two bot kinds head to head: game g has seed+g, bot A in seat g % 2 and
// bot B in the other (so each plays each side equally often).
int cmd_versus(const Args& a) {
  uint64_t seed = 0;
  if (!parse_u64(a.get("seed", "1"), seed)) {
    std::fprintf(stderr, "swcli: --seed must be a non-negative integer\n");
    return 2;
  }
  const std::string bots = a.get("bots", "search,heuristic");
  const size_t comma = bots.find(',');
  const std::string ka = bots.substr(0, comma), kb = comma == std::string::npos ? "" : bots.substr(comma + 1);
  auto known = [](const std::string& k) { return k == "random" || k == "heuristic" || k == "search"; };
  int games = 200;
  if (!known(ka) || !known(kb) || !parse_int(a.get("games", "200"), 1, 1000000, games)) {
    std::fprintf(stderr, "swcli: --bots A,B (random|heuristic|search), --games >= 1\n");
    return 2;
  }
  auto t0 = std::chrono::steady_clock::now();
  int wins_a = 0, wins_b = 0, none = 0;
  int wins_seat[2][2] = {{0, 0}, {0, 0}};  // [bot A's seat][winner is A ? 0 : 1]
  long long total_actions = 0;
  for (int g = 0; g < games; ++g) {
    sw::Match m(sw::builtin_registry());
    if (!start(m, a, seed + static_cast<uint64_t>(g))) return 1;
    const int seat_a = g % 2;
    std::vector<std::string> kinds = seat_a == 0 ? std::vector<std::string>{ka, kb} : std::vector<std::string>{kb, ka};
    int steps = 0;
    if (!play_bots_to_end(m, kinds, static_cast<int64_t>(seed) + g, steps)) return 1;
    total_actions += steps;
    json st = parse_answer(m.status(), "status");
    const json* w = sw::field(st, "winners");
    int winner = -1;
    if (w && w->is_array() && w->size() == 1) sw::as_int_in((*w)[0], 0, 31, winner);
    if (winner < 0) {
      ++none;
    } else if (winner == seat_a) {
      ++wins_a;
      ++wins_seat[seat_a][0];
    } else {
      ++wins_b;
      ++wins_seat[seat_a][1];
    }
  }
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("%d games of %s, seeds %llu..%llu: %s (A) against %s (B), A in seat 0 in the even games\n", games,
              a.get("game", "evr").c_str(), static_cast<unsigned long long>(seed),
              static_cast<unsigned long long>(seed + static_cast<uint64_t>(games) - 1), ka.c_str(), kb.c_str());
  std::printf("  A %-10s won %d (%.1f%%): %d as seat 0, %d as seat 1\n", ka.c_str(), wins_a, 100.0 * wins_a / games,
              wins_seat[0][0], wins_seat[1][0]);
  std::printf("  B %-10s won %d (%.1f%%): %d as seat 1, %d as seat 0\n", kb.c_str(), wins_b, 100.0 * wins_b / games,
              wins_seat[0][1], wins_seat[1][1]);
  std::printf("  no winner: %d; average actions per game: %.1f; %.1f s\n", none,
              static_cast<double>(total_actions) / games, secs);
  return 0;
}

// ------------------------------------------------------------ replay-final

int cmd_replay_final(const Args& a) {
  if (a.has("replay")) {
    std::ifstream in(a.get("replay", ""), std::ios::binary);
    if (!in) {
      std::fprintf(stderr, "swcli: cannot read %s\n", a.get("replay", "").c_str());
      return 2;
    }
    std::stringstream ss;
    ss << in.rdbuf();
    json doc;
    if (!sw::parse_json(ss.str(), doc)) {
      std::fprintf(stderr, "swcli: the replay file is not valid JSON\n");
      return 2;
    }
    json list = doc.is_array() ? doc : json::array({doc});
    for (const json& rec : list) {
      sw::Match m(sw::builtin_registry());
      json cfg = json::object();
      for (const char* k : {"game", "seed", "options", "setup"})
        if (sw::field(rec, k)) cfg[k] = *sw::field(rec, k);
      json r = parse_answer(m.start(sw::dump(cfg)), "start");
      if (is_error(r)) {
        std::fprintf(stderr, "swcli: start failed: %s\n", error_text(r).c_str());
        return 1;
      }
      const json* acts = sw::field(rec, "actions");
      if (acts && acts->is_array())
        for (const json& act : *acts) {
          json ar = parse_answer(m.apply(sw::dump(act)), "apply");
          if (is_error(ar)) {
            std::fprintf(stderr, "swcli: apply(%s) failed: %s\n", sw::dump(act).c_str(), error_text(ar).c_str());
            return 1;
          }
        }
      std::printf("%s\n", m.save().c_str());
    }
    return 0;
  }
  uint64_t seed = 0, botseed = 0;
  std::string bot;
  if (!parse_common(a, seed, bot)) return 2;
  if (!parse_u64(a.get("botseed", "0"), botseed) || botseed > (1u << 30)) {
    std::fprintf(stderr, "swcli: --botseed must be an integer in 0..2^30\n");
    return 2;
  }
  sw::Match m(sw::builtin_registry());
  if (!start(m, a, seed)) return 1;
  int steps = 0;
  if (!play_bots_to_end(m, bot, static_cast<int64_t>(botseed), steps)) return 1;
  std::printf("%s\n", m.save().c_str());
  return 0;
}

// -------------------------------------------------------------------- play

std::string card_text(const json& c) {
  std::string s = str_of(c, "name", str_of(c, "id", "?"));
  int64_t value = int_of(c, "value", -1), current = int_of(c, "current", value);
  if (current >= 0) s += " " + std::to_string(current);
  bool ex = false;
  if (sw::get_bool(c, "exhausted", ex) && ex) s += " (exhausted)";
  return s;
}

std::string cards_text(const json* arr) {
  if (!arr || !arr->is_array() || arr->empty()) return "-";
  std::string s;
  for (const json& c : *arr) {
    if (!s.empty()) s += ", ";
    s += card_text(c);
  }
  return s;
}

void print_view(const json& v, int human) {
  std::printf("\n=== round %lld, %s ===\n", static_cast<long long>(int_of(v, "round")), str_of(v, "phase").c_str());
  if (const json* ev = sw::field(v, "event"); ev && ev->is_object()) {
    std::printf("Event: %s (capacity %lld, target %lld, %lld VP, %lld influence)\n", str_of(*ev, "name").c_str(),
                static_cast<long long>(int_of(*ev, "capacity")), static_cast<long long>(int_of(*ev, "target")),
                static_cast<long long>(int_of(*ev, "vp")), static_cast<long long>(int_of(*ev, "influence")));
    std::string effect = str_of(*ev, "effect");
    if (!effect.empty()) std::printf("  %s\n", effect.c_str());
  }
  if (const json* players = sw::field(v, "players"); players && players->is_array()) {
    for (const json& p : *players) {
      int64_t seat = int_of(p, "seat", -1);
      const json* deck = sw::field(p, "deck");
      const json* reserve = sw::field(p, "reserve");
      std::printf("%s seat %lld %s: %lld VP, %lld influence, total %lld, deck %lld, reserve %lld\n",
                  seat == human ? "*" : " ", static_cast<long long>(seat), str_of(p, "faction").c_str(),
                  static_cast<long long>(int_of(p, "vp")), static_cast<long long>(int_of(p, "influence")),
                  static_cast<long long>(int_of(p, "total")), static_cast<long long>(deck ? int_of(*deck, "count") : 0),
                  static_cast<long long>(reserve ? int_of(*reserve, "count") : 0));
      std::printf("    in play: %s\n", cards_text(sw::field(p, "inPlay")).c_str());
      if (reserve && sw::field(*reserve, "cards"))
        std::printf("    reserve: %s\n", cards_text(sw::field(*reserve, "cards")).c_str());
      if (const json* strat = sw::field(p, "strategies")) {
        std::string chosen = str_of(*strat, "chosen");
        if (!chosen.empty()) std::printf("    strategy chosen: %s\n", chosen.c_str());
      }
    }
  }
  if (const json* peek = sw::field(v, "peek"); peek && peek->is_object())
    std::printf("Looking at (%s): %s\n", str_of(*peek, "what").c_str(), cards_text(sw::field(*peek, "cards")).c_str());
  if (const json* prompt = sw::field(v, "prompt"); prompt && prompt->is_object())
    std::printf("> %s\n", str_of(*prompt, "text").c_str());
}

void print_new_log(sw::Match& m, int human, int& printed) {
  json lg = parse_answer(m.log(human), "log");
  if (!lg.is_array()) return;
  for (size_t i = static_cast<size_t>(printed); i < lg.size(); ++i)
    std::printf("  . %s\n", str_of(lg[i], "text").c_str());
  printed = static_cast<int>(lg.size());
}

int cmd_play(const Args& a) {
  uint64_t seed = 0;
  std::string bot;
  if (!parse_common(a, seed, bot)) return 2;
  int human = 0;
  if (!parse_int(a.get("human", "0"), 0, 31, human)) {
    std::fprintf(stderr, "swcli: --human must be a seat number\n");
    return 2;
  }
  sw::Match m(sw::builtin_registry());
  if (!start(m, a, seed)) return 1;
  json probe = parse_answer(m.view(human), "view");
  if (is_error(probe)) {
    std::fprintf(stderr, "swcli: %s\n", error_text(probe).c_str());
    return 2;
  }
  std::printf("You are seat %d. Type an action number or id; u = undo, l = log, v = raw view, s = save, q = quit.\n",
              human);
  int printed = 0;
  print_new_log(m, human, printed);
  for (int steps = 0; steps < kMaxSteps; ++steps) {
    json st = parse_answer(m.status(), "status");
    if (terminal_of(st)) {
      json v = parse_answer(m.view(human), "view");
      print_view(v, human);
      std::printf("Game over. Winners: %s. %s\n", seats_text(sw::field(st, "winners")).c_str(),
                  str_of(v, "result").c_str());
      return 0;
    }
    bool human_turn = false;
    int bot_seat = -1;
    if (const json* to_act = sw::field(st, "toAct"); to_act && to_act->is_array())
      for (const json& x : *to_act) {
        int s = -1;
        sw::as_int_in(x, 0, 31, s);
        if (s == human) human_turn = true;
        else if (bot_seat < 0) bot_seat = s;
      }
    if (!human_turn) {
      if (bot_seat < 0) {
        std::fprintf(stderr, "swcli: nobody is to act\n");
        return 1;
      }
      if (!bot_move(m, bot_seat, bot, -1)) return 1;
      print_new_log(m, human, printed);
      continue;
    }
    json v = parse_answer(m.view(human), "view");
    print_view(v, human);
    json acts = parse_answer(m.legal_actions(human), "legalActions");
    if (!acts.is_array()) return 1;
    for (size_t i = 0; i < acts.size(); ++i)
      std::printf("  %2zu) %-40s [%s]\n", i + 1, str_of(acts[i], "label").c_str(), str_of(acts[i], "id").c_str());
    std::printf("? ");
    std::fflush(stdout);
    std::string line;
    if (!std::getline(std::cin, line)) return 0;
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
    while (!line.empty() && line.front() == ' ') line.erase(0, 1);
    if (line == "q" || line == "quit") return 0;
    if (line.empty()) continue;
    if (line == "v") {
      std::printf("%s\n", m.view(human).c_str());
      continue;
    }
    if (line == "s") {
      std::printf("%s\n", m.save().c_str());
      continue;
    }
    if (line == "l") {
      json lg = parse_answer(m.log(human), "log");
      size_t from = lg.is_array() && lg.size() > 30 ? lg.size() - 30 : 0;
      for (size_t i = from; lg.is_array() && i < lg.size(); ++i) std::printf("  %s\n", str_of(lg[i], "text").c_str());
      continue;
    }
    if (line == "u") {
      json r = parse_answer(m.undo_to_seat(human), "undoToSeat");
      if (is_error(r)) std::printf("! %s\n", error_text(r).c_str());
      json lg = parse_answer(m.log(human), "log");
      printed = lg.is_array() ? static_cast<int>(lg.size()) : 0;
      continue;
    }
    std::string id = line;
    int k = 0;
    if (parse_int(line, 1, static_cast<int>(acts.size()), k)) id = str_of(acts[static_cast<size_t>(k - 1)], "id");
    json req = {{"player", human}, {"id", id}};
    json r = parse_answer(m.apply(sw::dump(req)), "apply");
    if (is_error(r)) {
      std::printf("! %s\n", error_text(r).c_str());
      continue;
    }
    print_new_log(m, human, printed);
  }
  return 1;
}

int cmd_list() {
  json games = parse_answer(sw::list_games_json(sw::builtin_registry()), "listGames");
  for (const json& g : games)
    std::printf("%-8s %s  options: %s\n", str_of(g, "id").c_str(), str_of(g, "name").c_str(),
                sw::field(g, "options") ? sw::dump(*sw::field(g, "options")).c_str() : "{}");
  std::printf("%s\n", sw::api_version().c_str());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  Args a;
  if (argc < 2) {
    usage();
    return 2;
  }
  a.cmd = argv[1];
  for (int i = 2; i < argc; ++i) {
    std::string k = argv[i];
    if (k.rfind("--", 0) != 0 || i + 1 >= argc) {
      std::fprintf(stderr, "swcli: unexpected argument '%s'\n", k.c_str());
      usage();
      return 2;
    }
    a.kv[k.substr(2)] = argv[++i];
  }
  if (a.cmd == "list") return cmd_list();
  if (a.cmd == "selfplay") return cmd_selfplay(a);
  if (a.cmd == "versus") return cmd_versus(a);
  if (a.cmd == "play") return cmd_play(a);
  if (a.cmd == "replay-final") return cmd_replay_final(a);
  usage();
  return 2;
}
