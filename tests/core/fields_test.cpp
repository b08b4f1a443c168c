// sw/fields.h: one list of fields gives equality, to_json and a from_json that
// rejects missing and unknown keys, wrong types and out-of-range integers.
#include <catch2/catch.hpp>
#include "sw/fields.h"

namespace {

enum class Color : uint8_t { Red, Green, Blue };
constexpr const char* kColors[] = {"red", "green", "blue"};

struct Inner {
  int8_t x = 0;
  bool flag = false;
  template <class V>
  static void fields(V& v) {
    v("x", &Inner::x, sw::fields::Int{-1, 9});
    v("flag", &Inner::flag, sw::fields::Bool{});
  }
};

struct Outer {
  int16_t round = 0;
  Color color = Color::Red;
  int8_t pair[2] = {0, 0};
  Inner inner;
  int8_t small = 0;  // its range (0..1000) is wider than int8_t
  bool has_opt = false;
  Inner opt;
  template <class V>
  static void fields(V& v) {
    using sw::fields::Int;
    v("round", &Outer::round, Int{0, 100});
    v("color", &Outer::color, sw::fields::Names{kColors, 3});
    v("pair", &Outer::pair, sw::fields::Array<Int>{{0, 5}});
    v("inner", &Outer::inner, sw::fields::Nested{});
    v.group("grp", [&] { v("small", &Outer::small, Int{0, 1000}); });
    v.optional("opt", &Outer::has_opt, &Outer::opt);
  }
};

Outer sample() {
  Outer o;
  o.round = 42;
  o.color = Color::Blue;
  o.pair[0] = 3;
  o.pair[1] = 5;
  o.inner.x = -1;
  o.inner.flag = true;
  o.small = 100;
  o.has_opt = true;
  o.opt.x = 7;
  return o;
}

std::string read_error(const sw::json& j) {
  Outer o;
  std::string err;
  return sw::fields::from_json(j, o, err) ? std::string() : err;
}

}  // namespace

TEST_CASE("fields: to_json and from_json are inverse, equality follows the fields", "[core][fields]") {
  Outer a = sample();
  sw::json j = sw::fields::to_json(a);
  CHECK(j["round"] == 42);
  CHECK(j["color"] == "blue");
  CHECK(j["pair"] == sw::json({3, 5}));
  CHECK(j["inner"] == sw::json({{"x", -1}, {"flag", true}}));
  CHECK(j["grp"] == sw::json({{"small", 100}}));
  CHECK(j["opt"]["x"] == 7);
  Outer b;
  std::string err;
  REQUIRE(sw::fields::from_json(j, b, err));
  CHECK(sw::fields::equal(a, b));
  b.pair[1] = 4;
  CHECK_FALSE(sw::fields::equal(a, b));
  // An absent optional is null, and its contents do not count for equality.
  Outer c = sample(), d = sample();
  c.has_opt = d.has_opt = false;
  d.opt.x = 1;
  CHECK(sw::fields::equal(c, d));
  CHECK(sw::fields::to_json(c)["opt"].is_null());
}

TEST_CASE("fields: from_json rejects missing keys, unknown keys, wrong types and out-of-range values",
          "[core][fields]") {
  const sw::json good = sw::fields::to_json(sample());
  CHECK(read_error(good).empty());
  auto with = [&](const char* key, const sw::json& value) {
    sw::json j = good;
    j[key] = value;
    return read_error(j);
  };
  sw::json missing = good;
  missing.erase("round");
  CHECK(read_error(missing).find("'round' is missing") != std::string::npos);
  CHECK(with("extra", 1).find("unknown key 'extra'") != std::string::npos);
  CHECK(!with("round", 101).empty());
  CHECK(!with("round", -1).empty());
  CHECK(!with("round", 1.5).empty());
  CHECK(!with("round", "1").empty());
  CHECK(!with("color", "purple").empty());
  CHECK(!with("color", 2).empty());
  CHECK(!with("pair", sw::json({1})).empty());
  CHECK(!with("pair", sw::json({1, 6})).empty());
  CHECK(!with("inner", sw::json({{"x", 1}})).empty());                                  // nested: missing key
  CHECK(!with("inner", sw::json({{"x", 1}, {"flag", true}, {"y", 0}})).empty());        // nested: unknown key
  CHECK(with("grp", sw::json({{"small", 127}})).empty());
  CHECK(!with("grp", sw::json({{"small", 300}})).empty());  // in range but does not fit int8_t
  CHECK(with("grp", sw::json({{"small", 1}, {"other", 1}})).find("unknown key 'grp.other'") != std::string::npos);
  CHECK(!with("grp", 3).empty());
  CHECK(with("opt", nullptr).empty());
  CHECK(!with("opt", sw::json({{"x", 10}, {"flag", false}})).empty());
  CHECK(!read_error(sw::json::array()).empty());
  CHECK(!with("round", sw::json(uint64_t{18446744073709551615u})).empty());
}
