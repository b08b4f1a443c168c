// libFuzzer target on the JSON API (sw::Match). Built by ./scripts/fuzz with
// -fsanitize=fuzzer,address,undefined -fno-exceptions -DJSON_NOEXCEPTION, so
// any path that would throw aborts and is reported.
//
// The first byte picks an operation; the rest is its input:
//   0  start(rest) on a fresh match
//   1  apply(rest) on a started game
//   2  load(rest)
//   3  play a few legal actions chosen by the bytes, then load a mutated save
//   4  a sequence of API calls driven by the bytes (view/log/legal/apply/undo/bot)
//   5  botAction(seat, rest) on a started game
//   6  start(rest) on a match already in progress
//   7  structure-aware: a real save of a played game, mutated field by field
//      (values swapped for dictionary values, keys added/removed, types
//      changed, deep nesting and NULs inserted), then load
//   8  structure-aware: a valid start config (options from the game's own
//      specs, a setup), mutated the same way, then start
//   9  structure-aware: a legal apply request / bot options, mutated, then sent
// Every game of the registry is played (the bytes pick which).
// Checked after every call: the answer is valid JSON, and a failed call
// ({"ok":false,...}) leaves save() byte-identical. A violation aborts.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iterator>
#include <string>
#include <vector>
#include "builtin_games.h"
#include "sw/json.h"
#include "sw/match.h"

namespace {

using sw::json;

[[noreturn]] void violation(const char* what, const std::string& detail) {
  std::fprintf(stderr, "fuzz_api: %s\n%s\n", what, detail.substr(0, 2000).c_str());
  std::abort();
}

json must_parse(const std::string& text, const char* what) {
  json j;
  if (!sw::parse_json(text, j)) violation(what, "answer is not valid JSON: " + text);
  return j;
}

// botAction answers with a bare action id that is legal for that seat, or a
// JSON error object.
void check_bot_answer(sw::Match& m, int seat, const std::string& answer) {
  if (!answer.empty() && answer[0] == '{') {
    json j = must_parse(answer, "botAction");
    if (!j.is_object() || !sw::field(j, "ok") || (*sw::field(j, "ok")) != false)
      violation("botAction", "an object answer must be an error: " + answer);
    return;
  }
  json legal = must_parse(m.legal_actions(seat), "legalActions");
  if (legal.is_array())
    for (const json& a : legal)
      if (a.is_object() && a.contains("id") && a["id"] == answer) return;
  violation("botAction", "suggested an id that is not legal: " + answer);
}

bool is_error(const json& j) {
  if (!j.is_object()) return false;
  const json* ok = sw::field(j, "ok");
  if (!ok || !ok->is_boolean() || ok->get<bool>()) return false;
  const json* e = sw::field(j, "error");
  std::string code, msg;
  if (!e || !sw::get_string(*e, "code", code) || !sw::get_string(*e, "message", msg) || code.empty())
    violation("error without code/message", sw::dump(j));
  return true;
}

// Runs a mutating call and checks the contract.
template <class F>
json checked(sw::Match& m, const char* what, F&& call) {
  std::string before = m.save();
  std::string out = call();
  json j = must_parse(out, what);
  if (is_error(j) && m.save() != before) violation(what, "a failed call changed save()");
  return j;
}

// Byte reader over the fuzz input.
struct Bytes {
  const uint8_t* p;
  size_t n;
  size_t i = 0;
  bool empty() const { return i >= n; }
  uint8_t next() { return i < n ? p[i++] : 0; }
  std::string rest() {
    std::string s(reinterpret_cast<const char*>(p + i), n - i);
    i = n;
    return s;
  }
};

// A valid config for one of the registered games: the byte picks the game,
// the seed and a value for each option among its allowed choices.
json valid_config(uint8_t variant) {
  std::vector<const sw::Game*> games = sw::builtin_registry().list();
  const sw::Game* g = games[variant % games.size()];
  json cfg = {{"game", g->info().id}, {"seed", variant / games.size()}};
  json opts = json::object();
  unsigned bits = variant;
  for (const sw::OptionSpec& o : g->info().options) {
    if (o.choices.empty()) continue;
    opts[o.name] = o.choices[bits % o.choices.size()];
    bits = bits / static_cast<unsigned>(o.choices.size()) + 7u;
  }
  cfg["options"] = opts;
  return cfg;
}

void start_fixed(sw::Match& m, uint8_t variant) {
  std::string cfg = sw::dump(valid_config(variant));
  if (m.start(cfg) != R"({"ok":true})") violation("start", "a valid config was rejected: " + cfg);
}

// The seat to act now, or -1.
int first_to_act(const sw::Match& m) {
  json st = must_parse(m.status(), "status");
  const json* to_act = sw::field(st, "toAct");
  int seat = -1;
  if (to_act && to_act->is_array() && !to_act->empty()) sw::as_int_in((*to_act)[0], 0, 31, seat);
  return seat;
}

// Applies legal action number `pick` (mod count) of the seat to act.
bool apply_legal(sw::Match& m, uint8_t pick) {
  int seat = first_to_act(m);
  if (seat < 0) return false;
  json acts = must_parse(m.legal_actions(seat), "legalActions");
  if (!acts.is_array() || acts.empty()) violation("legalActions", "a seat in toAct has no legal actions");
  std::string id;
  if (!sw::get_string(acts[pick % acts.size()], "id", id)) violation("legalActions", "an action without id");
  json req = {{"player", seat}, {"id", id}};
  json r = must_parse(m.apply(sw::dump(req)), "apply");
  if (is_error(r)) violation("apply", "a legal action was rejected: " + sw::dump(r));
  return true;
}

void queries(const sw::Match& m, int seat) {
  must_parse(m.status(), "status");
  must_parse(m.view(seat), "view");
  must_parse(m.log(seat), "log");
  must_parse(m.legal_actions(seat), "legalActions");
  must_parse(m.replay(), "replay");
}

// Values a mutation may put anywhere: the edges of every range, seeds above
// 2^53 (also as strings), ids and keys of the API (see also api.dict).
json dictionary_value(uint8_t k, uint8_t extra) {
  static const char* strings[] = {"", "evr", "full", "learning", "random", "choose", "rebel", "imperial",
                                  "swrules-save", "swrules-replay", "play", "pass", "done", "yes", "no",
                                  "reb.force-2", "imp.military-5", "reb.yoda", "imp.emperor-palpatine",
                                  "battle-of-hoth", "support", "deception", "struggle", "planning", "dominance",
                                  "characters", "9007199254740993", "18446744073709551615", "01", "-1",
                                  "0000000000000000", "ffffffffffffffff", "\u00e9", "\xff"};
  constexpr int kStrings = sizeof(strings) / sizeof(strings[0]);
  switch (k % 12) {
    case 0: return json(static_cast<int64_t>(extra) - 2);
    case 1: return json(UINT64_MAX);
    case 2: return json(INT64_MIN);
    case 3: return json(uint64_t{9007199254740993ULL});
    case 4: return json(1.5);
    case 5: return json(extra & 1 ? true : false);
    case 6: return json(nullptr);
    case 7: return json::array();
    case 8: return json::object();
    case 9: return json(std::string(strings[extra % kStrings]) + (extra & 0x80 ? std::string(1, '\0') : ""));
    case 10: return json(std::string(extra, 'x'));
    default: return json(static_cast<int64_t>(extra) * 1000 - 1);
  }
}

// Nested arrays/objects `depth` deep, built without recursion.
json deep_value(int depth, bool objects) {
  json v = 0;
  for (int i = 0; i < depth; ++i) {
    json outer = objects ? json::object() : json::array();
    if (objects) outer["a"] = std::move(v);
    else outer.push_back(std::move(v));
    v = std::move(outer);
  }
  return v;
}

// One mutation of `doc`, at a node chosen by walking down from the root (the
// bytes pick the child at each level; a depth limit keeps the walk short).
void mutate_once(json& doc, Bytes& in) {
  json* node = &doc;
  json* parent = nullptr;
  std::string key_in_parent;
  for (int level = 0; level < 12; ++level) {
    uint8_t b = in.next();
    if ((b & 7) == 0 || !(node->is_object() || node->is_array()) || node->empty()) break;
    parent = node;
    size_t i = b % node->size();
    if (node->is_object()) {
      auto it = node->begin();
      std::advance(it, static_cast<std::ptrdiff_t>(i));
      key_in_parent = it.key();
      node = &*it;
    } else {
      key_in_parent.clear();
      node = &(*node)[i];
    }
  }
  uint8_t op = in.next();
  uint8_t x = in.next();
  switch (op % 10) {
    case 0:
    case 1: *node = dictionary_value(x, in.next()); break;
    case 2:  // nudge a number
      if (node->is_number_unsigned()) {
        // Unsigned arithmetic wraps (defined); 2^64-1 + 1 becomes 0.
        *node = node->get<uint64_t>() + static_cast<uint64_t>(static_cast<int64_t>(x % 5) - 2);
      } else if (node->is_number_integer()) {
        int64_t v = node->get<int64_t>(), r = 0;
        if (__builtin_add_overflow(v, static_cast<int64_t>(x % 5) - 2, &r)) r = v;  // no signed overflow
        *node = r;
      } else {
        *node = dictionary_value(x, 0);
      }
      break;
    case 3: *node = deep_value(1 + x % 128, op & 0x10); break;  // often beyond the depth limit
    case 4:                                                     // remove this field
      if (parent && parent->is_object()) parent->erase(key_in_parent);
      else if (parent && parent->is_array() && !parent->empty()) parent->erase(parent->size() - 1);
      break;
    case 5:  // add a field (unknown key, or a known one from the dictionary)
      if (node->is_object()) (*node)[dictionary_value(9, x).get<std::string>() + (x & 1 ? "" : "x")] = dictionary_value(x, x);
      else if (node->is_array()) node->push_back(dictionary_value(x, in.next()));
      break;
    case 6:  // duplicate an array element / clear a container
      if (node->is_array() && !node->empty()) node->push_back((*node)[x % node->size()]);
      else if (node->is_object()) node->clear();
      break;
    case 7:  // a value as a string, or a string's first character changed
      if (node->is_string() && !node->get<std::string>().empty()) {
        std::string t = node->get<std::string>();
        t[x % t.size()] = static_cast<char>(in.next());
        *node = t;
      } else {
        *node = sw::dump(*node);
      }
      break;
    case 8: *node = json::array({*node}); break;  // wrap
    default: *node = dictionary_value(x, in.next()); break;
  }
}

// Serialises a mutated document and, driven by the bytes, damages the text
// (NUL, trailing garbage, truncation) now and then.
std::string mutated_text(const json& doc, Bytes& in) {
  std::string t = doc.dump(-1, ' ', false, json::error_handler_t::replace);
  uint8_t how = in.next();
  if (t.empty()) return t;
  size_t pos = (static_cast<size_t>(in.next()) << 8 | in.next()) % t.size();
  switch (how % 8) {
    case 0: t.insert(pos, 1, '\0'); break;
    case 1: t += " x"; break;
    case 2: t.resize(pos); break;
    case 3: t.insert(pos, std::string(1 + in.next() % 100, '[')); break;
    default: break;
  }
  return t;
}

void mutate_doc(json& doc, Bytes& in) {
  int n = 1 + in.next() % 6;
  for (int k = 0; k < n && !in.empty(); ++k) mutate_once(doc, in);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  Bytes in{data, size};
  const uint8_t op = static_cast<uint8_t>(in.next() % 10);
  sw::Match m(sw::builtin_registry());
  switch (op) {
    case 0: {
      std::string cfg = in.rest();
      json r = checked(m, "start", [&] { return m.start(cfg); });
      if (!is_error(r)) {
        queries(m, -1);
        queries(m, 0);
        must_parse(m.save(), "save");
      }
      break;
    }
    case 1: {
      start_fixed(m, in.next());
      uint8_t steps = static_cast<uint8_t>(in.next() % 16);
      for (uint8_t k = 0; k < steps; ++k) apply_legal(m, in.next());
      std::string req = in.rest();
      checked(m, "apply", [&] { return m.apply(req); });
      queries(m, 0);
      break;
    }
    case 2: {
      std::string save = in.rest();
      json r = checked(m, "load", [&] { return m.load(save); });
      if (!is_error(r)) queries(m, 1);
      break;
    }
    case 3: {
      start_fixed(m, in.next());
      uint8_t steps = static_cast<uint8_t>(in.next() % 24);
      for (uint8_t k = 0; k < steps; ++k) apply_legal(m, in.next());
      std::string save = m.save();
      // Mutations: (position, byte) pairs, overwrite / insert / erase.
      while (!in.empty() && !save.empty()) {
        uint8_t kind = in.next();
        size_t pos = (static_cast<size_t>(in.next()) << 8 | in.next()) % save.size();
        uint8_t b = in.next();
        switch (kind % 3) {
          case 0: save[pos] = static_cast<char>(b); break;
          case 1: save.insert(save.begin() + static_cast<std::ptrdiff_t>(pos), static_cast<char>(b)); break;
          default: save.erase(pos, 1 + b % 8); break;
        }
      }
      sw::Match other(sw::builtin_registry());
      start_fixed(other, 2);
      json r = checked(other, "load(mutated)", [&] { return other.load(save); });
      if (!is_error(r)) {
        queries(other, 0);
        // A loaded save must save back to something that loads.
        sw::Match third(sw::builtin_registry());
        json r2 = checked(third, "load(resaved)", [&] { return third.load(other.save()); });
        if (is_error(r2)) violation("load", "a save produced after a successful load does not load");
      }
      break;
    }
    case 4: {
      start_fixed(m, in.next());
      for (int k = 0; k < 64 && !in.empty(); ++k) {
        uint8_t c = in.next();
        int seat = static_cast<int>(in.next() % 5) - 2;  // -2..2: includes invalid seats
        switch (c % 8) {
          case 0: queries(m, seat); break;
          case 1:
          case 2:
          case 3: apply_legal(m, in.next()); break;
          case 4: checked(m, "undo", [&] { return m.undo(); }); break;
          case 5:
            if (in.next() % 8 == 0)  // rarely: a concession ends the game (undo may take it back)
              checked(m, "concede", [&] { return m.concede(seat); });
            else
              checked(m, "undoToSeat", [&] { return m.undo_to_seat(seat); });
            break;
          case 6: {
            std::string before = m.save();
            check_bot_answer(m, seat, m.bot_action(seat, R"({"kind":"random"})"));
            if (m.save() != before) violation("botAction", "botAction changed the match");
            break;
          }
          default: {
            json req = {{"player", seat}, {"id", std::string(1, static_cast<char>(in.next()))}};
            checked(m, "apply(junk id)", [&] { return m.apply(sw::dump(req)); });
            break;
          }
        }
      }
      std::string save = m.save();
      sw::Match copy(sw::builtin_registry());
      json r = checked(copy, "load(own save)", [&] { return copy.load(save); });
      if (is_error(r)) violation("load", "a genuine save was rejected: " + sw::dump(r));
      if (copy.save() != save) violation("load", "save -> load -> save is not the identity");
      break;
    }
    case 5: {
      start_fixed(m, in.next());
      int seat = static_cast<int>(in.next() % 4) - 1;
      std::string opts = in.rest();
      std::string before = m.save();
      check_bot_answer(m, seat, m.bot_action(seat, opts));
      if (m.save() != before) violation("botAction", "botAction changed the match");
      break;
    }
    case 6: {
      start_fixed(m, in.next());
      apply_legal(m, in.next());
      std::string cfg = in.rest();
      checked(m, "start(in progress)", [&] { return m.start(cfg); });
      queries(m, 1);
      break;
    }
    case 7: {
      start_fixed(m, in.next());
      uint8_t steps = in.next();
      for (int k = 0; k < steps; ++k)
        if (!apply_legal(m, static_cast<uint8_t>(k * 37 + steps))) break;
      json doc = must_parse(m.save(), "save");
      mutate_doc(doc, in);
      std::string text = mutated_text(doc, in);
      sw::Match other(sw::builtin_registry());
      if (in.next() & 1) other.set_policy(R"({"allowSetup":false})");
      start_fixed(other, 1);
      json r = checked(other, "load(structured)", [&] { return other.load(text); });
      if (!is_error(r)) {
        queries(other, 0);
        apply_legal(other, in.next());
        sw::Match third(sw::builtin_registry());
        json r2 = checked(third, "load(resaved)", [&] { return third.load(other.save()); });
        if (is_error(r2)) violation("load", "a save produced after a successful load does not load");
      }
      break;
    }
    case 8: {
      json cfg = valid_config(in.next());
      if (in.next() & 1) cfg["setup"] = json::object();
      mutate_doc(cfg, in);
      std::string text = mutated_text(cfg, in);
      start_fixed(m, 3);
      json r = checked(m, "start(structured)", [&] { return m.start(text); });
      if (!is_error(r)) {
        queries(m, 0);
        for (int k = 0; k < 8; ++k) apply_legal(m, in.next());
        std::string save = m.save();
        sw::Match copy(sw::builtin_registry());
        json r2 = checked(copy, "load(own save)", [&] { return copy.load(save); });
        if (is_error(r2)) violation("load", "a genuine save was rejected: " + sw::dump(r2));
      }
      break;
    }
    default: {
      start_fixed(m, in.next());
      uint8_t steps = static_cast<uint8_t>(in.next() % 32);
      for (uint8_t k = 0; k < steps; ++k) apply_legal(m, in.next());
      int seat = first_to_act(m);
      if (seat < 0) break;
      json acts = must_parse(m.legal_actions(seat), "legalActions");
      json req = {{"player", seat}, {"id", acts.empty() ? json("") : acts[0]["id"]}};
      if (in.next() & 1) {
        mutate_doc(req, in);
        std::string text = mutated_text(req, in);
        checked(m, "apply(structured)", [&] { return m.apply(text); });
      } else {
        json opts = {{"kind", "random"}, {"seed", 1}};
        mutate_doc(opts, in);
        std::string text = mutated_text(opts, in);
        std::string before = m.save();
        check_bot_answer(m, seat, m.bot_action(seat, text));
        if (m.save() != before) violation("botAction", "botAction changed the match");
      }
      queries(m, seat);
      break;
    }
  }
  return 0;
}
