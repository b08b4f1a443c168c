// JSON helpers that never throw and never abort.
//
// All untrusted input (API requests, saves, setups) is read through these
// helpers: they check the type before every access, so the same code is safe
// with and without C++ exceptions (the wasm build has them off, where a throw
// would abort). Output is written with invalid UTF-8 replaced, never rejected.
#pragma once
#include <cstdint>
#include <string>
#include <nlohmann/json.hpp>

namespace sw {

using json = nlohmann::json;

// Parses text; returns false (out untouched) on any syntax error.
inline bool parse_json(const std::string& text, json& out) {
  json j = json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) return false;
  out = std::move(j);
  return true;
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
