// Fields listed once: equality, to_json and a checked from_json generated from
// one description per state struct.
//
// A struct S describes its fields with a static member template:
//
//   template <class V> static void fields(V& v) {
//     v("round", &S::round, fields::Int{0, 10000});
//     v("players", &S::p, fields::Array<fields::Nested>{});
//     v.group("run", [&] { v("current", &S::cur, fields::Int{0, 1}); });
//     v.optional("pending", &S::has_pending, &S::pend);  // null or an object
//   }
//
// Each field is a JSON key, a member pointer and a codec saying how the member
// is compared, written and read. Reading (`from_json`) rejects a non-object,
// a missing key, an unknown key, a value of the wrong type and every integer
// outside its range (and outside its member's type); enums stored by name
// accept only their names. A game adds codecs for its own encodings (card ids
// by name...): any type with
//   json write(const T&) const;
//   bool read(const json&, T&, std::string& err) const;
//   bool equal(const T&, const T&) const;
// Reading fills a default-constructed struct; checks between fields (cards
// conserved, ...) stay with the game.
#pragma once
#include <string>
#include <type_traits>
#include <vector>
#include "sw/json.h"
#include "sw/rng.h"

namespace sw {
namespace fields {

template <class S>
bool equal(const S& a, const S& b);
template <class S>
json to_json(const S& s);
template <class S>
bool from_json(const json& j, S& s, std::string& err);

// An integral or enum member stored as a JSON integer in [lo, hi].
struct Int {
  int64_t lo, hi;
  template <class T>
  json write(const T& x) const {
    return json(static_cast<int64_t>(x));
  }
  template <class T>
  bool read(const json& j, T& out, std::string& err) const {
    int64_t v = 0;
    if (j.is_number_unsigned()) {
      uint64_t u = j.get<uint64_t>();
      if (u > static_cast<uint64_t>(INT64_MAX)) return fail(err);
      v = static_cast<int64_t>(u);
    } else if (j.is_number_integer()) {
      v = j.get<int64_t>();
    } else {
      err = "must be an integer";
      return false;
    }
    if (v < lo || v > hi) return fail(err);
    T t = static_cast<T>(v);
    if (static_cast<int64_t>(t) != v) return fail(err);  // the range is wider than the member
    out = t;
    return true;
  }
  template <class T>
  bool equal(const T& a, const T& b) const {
    return a == b;
  }

 private:
  bool fail(std::string& err) const {
    err = "out of range " + std::to_string(lo) + ".." + std::to_string(hi);
    return false;
  }
};

struct Bool {
  json write(bool x) const { return json(x); }
  bool read(const json& j, bool& out, std::string& err) const {
    if (!j.is_boolean()) {
      err = "must be a boolean";
      return false;
    }
    out = j.get<bool>();
    return true;
  }
  bool equal(bool a, bool b) const { return a == b; }
};

// An enum (or integer) member stored as one of `count` names, value i = names[i].
struct Names {
  const char* const* names;
  int count;
  template <class T>
  json write(const T& x) const {
    int i = static_cast<int>(x);
    return i >= 0 && i < count ? json(names[i]) : json();
  }
  template <class T>
  bool read(const json& j, T& out, std::string& err) const {
    if (j.is_string())
      for (int i = 0; i < count; ++i)
        if (j.get_ref<const std::string&>() == names[i]) {
          out = static_cast<T>(i);
          return true;
        }
    err = "must be one of";
    for (int i = 0; i < count; ++i) err += std::string(i ? ", " : " ") + names[i];
    return false;
  }
  template <class T>
  bool equal(const T& a, const T& b) const {
    return a == b;
  }
};

// A member struct with its own fields(): an object.
struct Nested {
  template <class T>
  json write(const T& x) const {
    return to_json(x);
  }
  template <class T>
  bool read(const json& j, T& out, std::string& err) const {
    out = T{};
    return from_json(j, out, err);
  }
  template <class T>
  bool equal(const T& a, const T& b) const {
    return fields::equal(a, b);
  }
};

// A fixed-size array member T[N]: a JSON array of exactly N elements.
template <class Elem>
struct Array {
  Elem elem{};
  template <class T, size_t N>
  json write(const T (&x)[N]) const {
    json a = json::array();
    for (size_t i = 0; i < N; ++i) a.push_back(elem.write(x[i]));
    return a;
  }
  template <class T, size_t N>
  bool read(const json& j, T (&out)[N], std::string& err) const {
    if (!j.is_array() || j.size() != N) {
      err = "must be an array of " + std::to_string(N);
      return false;
    }
    for (size_t i = 0; i < N; ++i) {
      std::string e;
      if (!elem.read(j[i], out[i], e)) {
        err = "[" + std::to_string(i) + "] " + e;
        return false;
      }
    }
    return true;
  }
  template <class T, size_t N>
  bool equal(const T (&a)[N], const T (&b)[N]) const {
    for (size_t i = 0; i < N; ++i)
      if (!elem.equal(a[i], b[i])) return false;
    return true;
  }
};

// The RNG as {state, inc} in 16 hex digits each (saves only: never in a view).
struct RngHex {
  json write(const Rng& r) const { return json{{"state", hex64(r.raw_state())}, {"inc", hex64(r.raw_inc())}}; }
  bool read(const json& j, Rng& out, std::string& err) const {
    std::string s, i;
    uint64_t st = 0, inc = 0;
    if (!j.is_object() || j.size() != 2 || !get_string(j, "state", s) || !get_string(j, "inc", i) ||
        !parse_hex64(s, st) || !parse_hex64(i, inc)) {
      err = "must be {state, inc} in hex";
      return false;
    }
    out.set_raw(st, inc);
    return true;
  }
  bool equal(const Rng& a, const Rng& b) const { return a == b; }
};

// --- the three visitors ---

template <class S>
struct EqualVisitor {
  const S& a;
  const S& b;
  bool same = true;
  template <class M, class C>
  void operator()(const char*, M S::*m, const C& codec) {
    if (same && !codec.equal(a.*m, b.*m)) same = false;
  }
  template <class F>
  void group(const char*, F&& f) {
    f();
  }
  template <class M>
  void optional(const char*, bool S::*flag, M S::*m) {
    if (!same) return;
    if (a.*flag != b.*flag || (a.*flag && !fields::equal(a.*m, b.*m))) same = false;
  }
};

template <class S>
struct WriteVisitor {
  const S& s;
  json* out;
  template <class M, class C>
  void operator()(const char* key, M S::*m, const C& codec) {
    (*out)[key] = codec.write(s.*m);
  }
  template <class F>
  void group(const char* key, F&& f) {
    json g = json::object();
    json* outer = out;
    out = &g;
    f();
    out = outer;
    (*out)[key] = std::move(g);
  }
  template <class M>
  void optional(const char* key, bool S::*flag, M S::*m) {
    (*out)[key] = s.*flag ? fields::to_json(s.*m) : json();
  }
};

template <class S>
struct ReadVisitor {
  S& s;
  const json* in;
  std::string err;
  std::string path;
  std::vector<const char*> keys;  // keys described at the current level

  const json* take(const char* key) {
    keys.push_back(key);
    if (!err.empty()) return nullptr;
    const json* v = field(*in, key);
    if (!v) err = "'" + path + key + "' is missing";
    return v;
  }
  template <class M, class C>
  void operator()(const char* key, M S::*m, const C& codec) {
    const json* v = take(key);
    if (!v) return;
    std::string e;
    if (!codec.read(*v, s.*m, e)) err = "'" + path + key + "' " + e;
  }
  template <class F>
  void group(const char* key, F&& f) {
    const json* v = take(key);
    if (!v) return;
    if (!v->is_object()) {
      err = "'" + path + key + "' must be an object";
      return;
    }
    const json* outer = in;
    std::vector<const char*> outer_keys;
    outer_keys.swap(keys);
    std::string outer_path = path;
    in = v;
    path += std::string(key) + ".";
    f();
    check_unknown();
    in = outer;
    keys.swap(outer_keys);
    path = outer_path;
  }
  template <class M>
  void optional(const char* key, bool S::*flag, M S::*m) {
    const json* v = take(key);
    if (!v) return;
    s.*flag = !v->is_null();
    if (v->is_null()) return;
    std::string e;
    if (!fields::from_json(*v, s.*m, e)) err = "'" + path + key + "' " + e;
  }
  void check_unknown() {
    if (!err.empty()) return;
    for (auto it = in->begin(); it != in->end(); ++it) {
      bool known = false;
      for (const char* k : keys)
        if (it.key() == k) known = true;
      if (!known) {
        err = "unknown key '" + path + it.key() + "'";
        return;
      }
    }
  }
};

template <class S>
bool equal(const S& a, const S& b) {
  EqualVisitor<S> v{a, b};
  S::fields(v);
  return v.same;
}

template <class S>
json to_json(const S& s) {
  json j = json::object();
  WriteVisitor<S> v{s, &j};
  S::fields(v);
  return j;
}

template <class S>
bool from_json(const json& j, S& s, std::string& err) {
  if (!j.is_object()) {
    err = "must be an object";
    return false;
  }
  ReadVisitor<S> v{s, &j, {}, {}, {}};
  S::fields(v);
  v.check_unknown();
  if (!v.err.empty()) {
    err = v.err;
    return false;
  }
  return true;
}

}  // namespace fields
}  // namespace sw
