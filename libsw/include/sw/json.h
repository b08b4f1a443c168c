// JSON helpers that never throw and never abort.
//
// All untrusted input (API requests, saves, setups) is read through these
// helpers: they check the type before every access, so the same code is safe
// with and without C++ exceptions (the wasm build has them off, where a throw
// would abort). Output is written with invalid UTF-8 replaced, never rejected.
#pragma once
#include <cstdint>
#include <initializer_list>
#include <string>
#include <nlohmann/json.hpp>

namespace sw {

using json = nlohmann::json;

// Limits on every JSON input (API requests, saves, setups). They are checked
// while reading the text, before any code can walk the value, so nothing that
// recurses on nesting (copies, comparisons, dumps, game code) ever sees a
// document deeper than kMaxJsonDepth. docs/api.md lists them.
inline constexpr int kMaxJsonDepth = 64;                 // arrays/objects nested
inline constexpr size_t kMaxJsonBytes = 8u * 1024 * 1024; // whole input, UTF-8 bytes

// Why a text was rejected; empty when it was accepted.
struct JsonLimitError {
  std::string message;
  bool limit = false;  // true: a limit (depth, size, NUL) was broken, not the syntax
};

// Checks the limits on the raw text without recursing: size, no NUL byte
// anywhere (a NUL would end nlohmann's input early and hide what follows it),
// nesting depth outside strings.
inline bool check_json_limits(const std::string& text, std::string& why) {
  if (text.size() > kMaxJsonBytes) {
    why = "the input is longer than the limit of " + std::to_string(kMaxJsonBytes) + " bytes";
    return false;
  }
  int depth = 0;
  bool in_string = false, escaped = false;
  for (char c : text) {
    if (c == '\0') {
      why = "the input contains a NUL character (U+0000), which JSON text may not hold";
      return false;
    }
    if (in_string) {
      if (escaped) escaped = false;
      else if (c == '\\') escaped = true;
      else if (c == '"') in_string = false;
      continue;
    }
    if (c == '"') in_string = true;
    else if (c == '[' || c == '{') {
      if (++depth > kMaxJsonDepth) {
        why = "the input nests arrays/objects deeper than the limit of " + std::to_string(kMaxJsonDepth);
        return false;
      }
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return true;
}

// Parses the whole text as one JSON value within the limits above; strings
// (keys and values) may not contain U+0000, even escaped. Returns false (out
// untouched) on any error, with the reason in `err` when given.
inline bool parse_json(const std::string& text, json& out, JsonLimitError* err = nullptr) {
  std::string why;
  if (!check_json_limits(text, why)) {
    if (err) *err = JsonLimitError{why, true};
    return false;
  }
  bool nul = false, deep = false;
  json::parser_callback_t cb = [&](int depth, json::parse_event_t ev, json& parsed) {
    if (depth > kMaxJsonDepth) deep = true;  // cannot happen after the scan; kept as a guard
    if ((ev == json::parse_event_t::key || ev == json::parse_event_t::value) && parsed.is_string() &&
        parsed.get_ref<const std::string&>().find('\0') != std::string::npos)
      nul = true;
    return !(nul || deep);
  };
  json j = json::parse(text, cb, /*allow_exceptions=*/false);
  if (nul || deep) {
    if (err) *err = JsonLimitError{nul ? "a string contains U+0000, which no key or id may hold"
                                       : "the input nests deeper than the limit of " + std::to_string(kMaxJsonDepth),
                                   true};
    return false;
  }
  if (j.is_discarded()) {
    if (err) *err = JsonLimitError{"the input is not valid JSON (syntax, trailing text or invalid UTF-8)", false};
    return false;
  }
  out = std::move(j);
  return true;
}

// Keys of `obj` that are not in `allowed` (for "unknown key" errors): the
// first one, or nullptr when all are known.
inline const std::string* unknown_key(const json& obj, std::initializer_list<const char*> allowed) {
  if (!obj.is_object()) return nullptr;
  for (auto it = obj.begin(); it != obj.end(); ++it) {
    bool known = false;
    for (const char* a : allowed)
      if (it.key() == a) known = true;
    if (!known) return &it.key();
  }
  return nullptr;
}

// A seed: a JSON integer 0..2^64-1, or the same as a string of decimal digits
// (JavaScript cannot hold integers above 2^53 exactly, so replay() writes
// those as strings).
inline bool as_seed(const json& v, uint64_t& out) {
  if (v.is_number_unsigned()) {
    out = v.get<uint64_t>();
    return true;
  }
  if (v.is_number_integer()) {
    int64_t i = v.get<int64_t>();
    if (i < 0) return false;
    out = static_cast<uint64_t>(i);
    return true;
  }
  if (!v.is_string()) return false;
  const std::string& s = v.get_ref<const std::string&>();
  if (s.empty() || s.size() > 20 || (s.size() > 1 && s[0] == '0')) return false;
  uint64_t x = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return false;
    uint64_t d = static_cast<uint64_t>(c - '0');
    if (x > (UINT64_MAX - d) / 10) return false;
    x = x * 10 + d;
  }
  out = x;
  return true;
}

// The seed as JSON: a number up to 2^53, a decimal string above (exact in JS).
inline json seed_json(uint64_t seed) {
  if (seed <= (uint64_t{1} << 53)) return json(seed);
  return json(std::to_string(seed));
}

// Integer equality that respects signedness (nlohmann's == compares an
// unsigned 2^64-1 equal to a signed -1).
inline bool same_integer(const json& a, const json& b) {
  auto val = [](const json& v, bool& neg, uint64_t& mag) {
    if (v.is_number_unsigned()) {
      neg = false;
      mag = v.get<uint64_t>();
      return true;
    }
    if (v.is_number_integer()) {
      int64_t i = v.get<int64_t>();
      neg = i < 0;
      mag = neg ? static_cast<uint64_t>(-(i + 1)) + 1 : static_cast<uint64_t>(i);
      return true;
    }
    return false;
  };
  bool na, nb;
  uint64_t ma, mb;
  if (!val(a, na, ma) || !val(b, nb, mb)) return false;
  return na == nb && ma == mb;
}

// Serialises compactly; invalid UTF-8 in strings is replaced, not thrown.
inline std::string dump(const json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); }

inline const json* field(const json& obj, const char* key) {
  if (!obj.is_object()) return nullptr;
  auto it = obj.find(key);
  return it == obj.end() ? nullptr : &*it;
}

inline bool get_int(const json& obj, const char* key, int64_t& out) {
  const json* v = field(obj, key);
  if (!v) return false;
  // Unsigned first: nlohmann's is_number_integer() is true for unsigned
  // values too, and reading one above INT64_MAX as int64_t would wrap.
  if (v->is_number_unsigned()) {
    uint64_t u = v->get<uint64_t>();
    if (u > static_cast<uint64_t>(INT64_MAX)) return false;
    out = static_cast<int64_t>(u);
    return true;
  }
  if (v->is_number_integer()) {
    out = v->get<int64_t>();
    return true;
  }
  return false;
}

inline bool get_int_in(const json& obj, const char* key, int64_t lo, int64_t hi, int& out) {
  int64_t v = 0;
  if (!get_int(obj, key, v) || v < lo || v > hi) return false;
  out = static_cast<int>(v);
  return true;
}

inline bool as_int_in(const json& v, int64_t lo, int64_t hi, int& out) {
  int64_t x = 0;
  if (v.is_number_unsigned()) {
    uint64_t u = v.get<uint64_t>();
    if (u > static_cast<uint64_t>(INT64_MAX)) return false;
    x = static_cast<int64_t>(u);
  } else if (v.is_number_integer()) {
    x = v.get<int64_t>();
  } else {
    return false;
  }
  if (x < lo || x > hi) return false;
  out = static_cast<int>(x);
  return true;
}

inline bool get_uint64(const json& obj, const char* key, uint64_t& out) {
  const json* v = field(obj, key);
  if (!v) return false;
  if (v->is_number_unsigned()) {
    out = v->get<uint64_t>();
    return true;
  }
  if (v->is_number_integer()) {
    int64_t i = v->get<int64_t>();
    if (i < 0) return false;
    out = static_cast<uint64_t>(i);
    return true;
  }
  return false;
}

inline bool get_string(const json& obj, const char* key, std::string& out) {
  const json* v = field(obj, key);
  if (!v || !v->is_string()) return false;
  out = v->get<std::string>();
  return true;
}

inline bool get_bool(const json& obj, const char* key, bool& out) {
  const json* v = field(obj, key);
  if (!v || !v->is_boolean()) return false;
  out = v->get<bool>();
  return true;
}

inline std::string hex64(uint64_t v) {
  static const char* d = "0123456789abcdef";
  std::string s(16, '0');
  for (int i = 15; i >= 0; --i) {
    s[i] = d[v & 15u];
    v >>= 4;
  }
  return s;
}

inline bool parse_hex64(const std::string& s, uint64_t& out) {
  if (s.empty() || s.size() > 16) return false;
  uint64_t v = 0;
  for (char c : s) {
    int d;
    if (c >= '0' && c <= '9') d = c - '0';
    else if (c >= 'a' && c <= 'f') d = c - 'a' + 10;
    else return false;
    v = (v << 4) | static_cast<uint64_t>(d);
  }
  out = v;
  return true;
}

}  // namespace sw
