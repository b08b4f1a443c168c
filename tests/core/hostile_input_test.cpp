// The JSON API as a trust boundary, natively (issue 7): depth, size and NUL
// limits enforced while reading, seeds up to 2^64-1 (also as strings),
// signedness-correct integer options, unknown keys, the allowSetup policy.
// Runs for every registered game; the wasm-only classes (JS seat types, lone
// UTF-16 surrogates) are in tests/node/hostile.test.mjs.
#include <catch2/catch.hpp>
#include <string>
#include "builtin_games.h"
#include "sw/json.h"
#include "sw/match.h"

namespace {

using sw::json;

json parse(const std::string& s) {
  json j;
  REQUIRE(sw::parse_json(s, j));
  return j;
}

std::string code_of(const std::string& answer) {
  json j = parse(answer);
  REQUIRE(j.is_object());
  REQUIRE(j["ok"] == false);
  return j["error"]["code"].get<std::string>();
}

std::string nested(int depth) { return std::string(static_cast<size_t>(depth), '[') + std::string(static_cast<size_t>(depth), ']'); }

}  // namespace

TEST_CASE("json limits: depth, size and NUL are checked while reading, syntax is strict", "[core][json][hostile]") {
  json out;
  sw::JsonLimitError e;
  CHECK(sw::parse_json(nested(sw::kMaxJsonDepth), out, &e));
  CHECK_FALSE(sw::parse_json(nested(sw::kMaxJsonDepth + 1), out, &e));
  CHECK(e.limit);
  CHECK(e.message.find("64") != std::string::npos);
  CHECK_FALSE(sw::parse_json(nested(1000000), out, &e));
  CHECK(e.limit);
  // Brackets inside strings do not count.
  CHECK(sw::parse_json("[\"" + std::string(1000, '[') + "\"]", out));
  CHECK(sw::parse_json(R"(["\"[[[[[[[[["])", out));
  // NUL: raw anywhere, or escaped in a key or a value.
  CHECK_FALSE(sw::parse_json(std::string("{}\0 x", 5), out, &e));
  CHECK(e.limit);
  CHECK_FALSE(sw::parse_json(R"({"id":"a\u0000b"})", out, &e));
  CHECK(e.limit);
  CHECK_FALSE(sw::parse_json(R"({"\u0000":1})", out, &e));
  // Size.
  CHECK_FALSE(sw::parse_json("\"" + std::string(sw::kMaxJsonBytes, 'x') + "\"", out, &e));
  CHECK(e.limit);
  // Syntax: trailing text, two values, invalid UTF-8, lone escaped surrogate.
  for (const char* bad : {"{} x", "{}{}", "\"\xff\"", R"("\ud800")", R"("\udc00x")", "[1,]"}) {
    CHECK_FALSE(sw::parse_json(bad, out, &e));
    CHECK_FALSE(e.limit);
  }
  CHECK(sw::parse_json(R"("\ud83d\ude00")", out));
}

TEST_CASE("seeds: 0..2^64-1 as numbers or decimal strings, written as strings above 2^53", "[core][json][hostile]") {
  uint64_t s = 0;
  CHECK(sw::as_seed(json::parse("18446744073709551615"), s));
  CHECK(s == UINT64_MAX);
  CHECK(sw::as_seed(json("18446744073709551615"), s));
  CHECK(s == UINT64_MAX);
  CHECK(sw::as_seed(json("0"), s));
  CHECK(s == 0);
  for (const char* bad : {"18446744073709551616", "01", "-1", "", "1.5", " 1", "1e3", "+1", "0x10"})
    CHECK_FALSE(sw::as_seed(json(bad), s));
  CHECK_FALSE(sw::as_seed(json(-1), s));
  CHECK_FALSE(sw::as_seed(json(1.0), s));
  CHECK(sw::seed_json(9007199254740992ULL) == json(9007199254740992ULL));
  CHECK(sw::seed_json(9007199254740993ULL) == json("9007199254740993"));
  CHECK(sw::same_integer(json(-1), json(-1)));
  CHECK_FALSE(sw::same_integer(json(-1), json::parse("18446744073709551615")));
  CHECK(sw::same_integer(json(5), json(uint64_t{5})));
}

TEST_CASE("every game: hostile start/apply/load/botAction inputs are errors that change nothing", "[core][hostile]") {
  for (const sw::Game* g : sw::builtin_registry().list()) {
    const std::string id = g->info().id;
    INFO("game " << id);
    sw::Match m(sw::builtin_registry());
    REQUIRE(parse(m.start(R"({"game":")" + id + R"(","seed":"18446744073709551615"})"))["ok"] == true);
    json rep = parse(m.replay());
    CHECK(rep["seed"] == "18446744073709551615");
    const std::string save = m.save();
    auto unchanged = [&] { CHECK(m.save() == save); };
    for (int depth : {100, 1000, 100000, 1000000}) {
      std::string deep = nested(depth);
      CHECK(code_of(m.start(deep)) == "bad_json");
      CHECK(code_of(m.start(R"({"game":")" + id + R"(","seed":1,"setup":)" + deep + "}")) == "bad_json");
      CHECK(code_of(m.start(R"({"game":")" + id + R"(","seed":1,"options":)" + deep + "}")) == "bad_json");
      CHECK(code_of(m.apply(deep)) == "bad_json");
      CHECK(code_of(m.load(deep)) == "bad_json");
      CHECK(code_of(m.bot_action(0, deep)) == "bad_json");
      CHECK(code_of(m.set_policy(deep)) == "bad_json");
      json s = parse(save);
      std::string with_setup = sw::dump(s);
      with_setup.insert(with_setup.find("\"replay\":{") + 10, "\"setup\":" + deep + ",");
      CHECK(code_of(m.load(with_setup)) == "bad_json");
      unchanged();
    }
    CHECK(code_of(m.apply(std::string(R"({"player":0,"id":"x"})") + std::string(1, '\0') + "garbage")) == "bad_json");
    CHECK(code_of(m.load(save + std::string(1, '\0'))) == "bad_json");
    CHECK(code_of(m.start(R"({"game":")" + id + R"(","seed":1,"sed":2})")) == "bad_request");
    CHECK(code_of(m.start(R"({"game":")" + id + R"(","seed":1,"setup":{"zzTypo":1}})")) == "bad_setup");
    json s = parse(save);
    s["extra"] = 1;
    CHECK(code_of(m.load(sw::dump(s))) == "bad_save");
    s = parse(save);
    s["replay"]["version"] = 2;
    CHECK(code_of(m.load(sw::dump(s))) == "bad_save");
    s = parse(save);
    s["replay"].erase("format");
    CHECK(code_of(m.load(sw::dump(s))) == "bad_save");
    for (const sw::OptionSpec& o : g->info().options) {
      if (!o.default_value.is_number_integer()) continue;
      CHECK(code_of(m.start(R"({"game":")" + id + R"(","seed":1,"options":{")" + o.name +
                            R"(":18446744073709551615}})")) == "bad_option");
    }
    unchanged();
    // The saved seed string loads back.
    sw::Match copy(sw::builtin_registry());
    CHECK(parse(copy.load(save))["ok"] == true);
    CHECK(copy.save() == save);
  }
}

TEST_CASE("every game: allowSetup:false rejects setups in start and in loaded saves", "[core][hostile]") {
  for (const sw::Game* g : sw::builtin_registry().list()) {
    const std::string id = g->info().id;
    INFO("game " << id);
    sw::Match open(sw::builtin_registry());
    REQUIRE(parse(open.start(R"({"game":")" + id + R"(","seed":5,"setup":{}})"))["ok"] == true);
    const std::string with_setup = open.save();
    sw::Match strict(sw::builtin_registry());
    REQUIRE(parse(strict.set_policy(R"({"allowSetup":false})"))["ok"] == true);
    CHECK(code_of(strict.load(with_setup)) == "bad_save");
    CHECK(code_of(strict.start(R"({"game":")" + id + R"(","seed":5,"setup":{}})")) == "bad_setup");
    REQUIRE(parse(strict.start(R"({"game":")" + id + R"(","seed":5})"))["ok"] == true);
    CHECK(parse(strict.load(strict.save()))["ok"] == true);
    CHECK(code_of(strict.set_policy(R"({"allowSetup":1})")) == "bad_request");
    CHECK(code_of(strict.load(with_setup)) == "bad_save");
    REQUIRE(parse(strict.set_policy(R"({"allowSetup":true})"))["ok"] == true);
    CHECK(parse(strict.load(with_setup))["ok"] == true);
  }
}
