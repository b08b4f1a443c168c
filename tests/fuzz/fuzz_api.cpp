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
// Checked after every call: the answer is valid JSON, and a failed call
// ({"ok":false,...}) leaves save() byte-identical. A violation aborts.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
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

void start_fixed(sw::Match& m, uint8_t variant) {
  static const char* configs[] = {
      R"({"game":"evr","seed":1})",
      R"({"game":"evr","seed":2,"options":{"variant":"learning"}})",
      R"({"game":"evr","seed":3,"options":{"characters":"random","rebelSeat":1}})",
      R"({"game":"evr","seed":4,"options":{"rebelSeat":0}})",
  };
  if (m.start(configs[variant % 4]) != R"({"ok":true})") violation("start", "a fixed valid config was rejected");
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

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  Bytes in{data, size};
  const uint8_t op = static_cast<uint8_t>(in.next() % 7);
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
          case 5: checked(m, "undoToSeat", [&] { return m.undo_to_seat(seat); }); break;
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
    default: {
      start_fixed(m, in.next());
      apply_legal(m, in.next());
      std::string cfg = in.rest();
      checked(m, "start(in progress)", [&] { return m.start(cfg); });
      queries(m, 1);
      break;
    }
  }
  return 0;
}
