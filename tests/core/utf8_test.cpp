// sw/utf8.h: one code point to UTF-8, at each length boundary.
#include <catch2/catch.hpp>
#include <string>
#include "sw/utf8.h"

namespace {
std::string enc(uint32_t c) {
  std::string s;
  sw::append_utf8(s, c);
  return s;
}
}  // namespace

TEST_CASE("append_utf8 writes 1 to 4 bytes at the UTF-8 length boundaries", "[core][utf8]") {
  CHECK(enc(0x41) == "A");
  CHECK(enc(0x7F) == "\x7F");
  CHECK(enc(0x80) == "\xC2\x80");
  CHECK(enc(0xE9) == "\xC3\xA9");  // é
  CHECK(enc(0x7FF) == "\xDF\xBF");
  CHECK(enc(0x800) == "\xE0\xA0\x80");
  CHECK(enc(0xFFFF) == "\xEF\xBF\xBF");
  CHECK(enc(0x10000) == "\xF0\x90\x80\x80");
  CHECK(enc(0x1F600) == "\xF0\x9F\x98\x80");  // an emoji
  CHECK(enc(0x10FFFF) == "\xF4\x8F\xBF\xBF");
  std::string s = "x";
  sw::append_utf8(s, 0x151);  // ő appends
  CHECK(s == "x\xC5\x91");
}
