// The .o8d reader: one pass over the text with an explicit element stack (no
// recursion, whatever the nesting), every limit checked as it goes.
#include "lcg/o8d.h"
#include <algorithm>
#include <cctype>
#include <cstring>
#include "sw/utf8.h"

namespace sw::lcg {
namespace {

struct Reader {
  const std::string& t;
  size_t pos = 0;
  std::string error;

  explicit Reader(const std::string& text) : t(text) {}

  int line_at(size_t p) const { return 1 + static_cast<int>(std::count(t.begin(), t.begin() + static_cast<long>(std::min(p, t.size())), '\n')); }
  bool fail(const std::string& why, size_t at) {
    if (error.empty()) error = "line " + std::to_string(line_at(at)) + ": " + why;
    return false;
  }
  bool starts(const char* s) const { return t.compare(pos, std::strlen(s), s) == 0; }
  static bool name_char(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '.' || c == ':' ||
           static_cast<unsigned char>(c) >= 0x80;
  }
  static bool space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

  // Decodes XML's five entities and character references; anything else
  // (an undeclared entity, a bare '&') is an error.
  bool decode(const std::string& in, std::string& out, size_t at) {
    out.clear();
    for (size_t i = 0; i < in.size(); ++i) {
      if (in[i] != '&') {
        out += in[i];
        continue;
      }
      size_t semi = in.find(';', i);
      if (semi == std::string::npos || semi - i > 12) return fail("a '&' that starts no entity", at);
      std::string ent = in.substr(i + 1, semi - i - 1);
      if (ent == "lt") out += '<';
      else if (ent == "gt") out += '>';
      else if (ent == "amp") out += '&';
      else if (ent == "quot") out += '"';
      else if (ent == "apos") out += '\'';
      else if (ent.size() > 1 && ent[0] == '#') {
        const bool hex = ent[1] == 'x';
        const std::string digits = ent.substr(hex ? 2 : 1);
        if (digits.empty() || digits.size() > 6 ||
            digits.find_first_not_of(hex ? "0123456789abcdefABCDEF" : "0123456789") != std::string::npos)
          return fail("a bad character reference '&" + ent + ";'", at);
        unsigned long c = std::stoul(digits, nullptr, hex ? 16 : 10);
        if (c == 0 || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return fail("a character reference out of range", at);
        append_utf8(out, static_cast<uint32_t>(c));
      } else {
        return fail("an unknown entity '&" + ent.substr(0, 20) + ";' (DTD entities are not accepted)", at);
      }
      i = semi;
    }
    return true;
  }
};

struct Attr {
  std::string name, value;
};

bool guid_like(const std::string& s) {
  return !s.empty() && s.size() <= 64 && s.find_first_not_of("0123456789abcdefABCDEF-") == std::string::npos;
}

}  // namespace

std::string xml_escape(const std::string& s) {
  std::string o;
  for (char c : s) {
    switch (c) {
      case '<': o += "&lt;"; break;
      case '>': o += "&gt;"; break;
      case '&': o += "&amp;"; break;
      case '"': o += "&quot;"; break;
      case '\'': o += "&apos;"; break;
      default: o += c;
    }
  }
  return o;
}

Result<std::vector<O8dCard>> parse_o8d(const std::string& text) {
  auto bad = [](const std::string& why) { return make_error("bad_deck", ".o8d: " + why); };
  if (text.size() > kMaxO8dBytes)
    return bad("the file is longer than the limit of " + std::to_string(kMaxO8dBytes) + " bytes");
  if (text.find('\0') != std::string::npos) return bad("the file contains a NUL byte");
  Reader r(text);
  if (r.starts("\xEF\xBB\xBF")) r.pos = 3;  // a UTF-8 byte order mark
  std::vector<std::string> stack;           // open elements, root first
  std::string section;
  bool root_seen = false, root_closed = false;
  int elements = 0;
  std::vector<O8dCard> cards;
  while (r.pos < text.size() && r.error.empty()) {
    const size_t at = r.pos;
    if (text[r.pos] != '<') {
      size_t end = text.find('<', r.pos);
      if (end == std::string::npos) end = text.size();
      std::string raw = text.substr(r.pos, end - r.pos), decoded;
      if (stack.empty() && raw.find_first_not_of(" \t\r\n") != std::string::npos) {
        r.fail("text outside the <deck> element", at);
        break;
      }
      if (!r.decode(raw, decoded, at)) break;
      r.pos = end;
      continue;
    }
    if (r.starts("<?")) {
      size_t end = text.find("?>", r.pos);
      if (end == std::string::npos) { r.fail("an unclosed '<?'", at); break; }
      r.pos = end + 2;
      continue;
    }
    if (r.starts("<!--")) {
      size_t end = text.find("-->", r.pos + 4);
      if (end == std::string::npos) { r.fail("an unclosed comment", at); break; }
      r.pos = end + 3;
      continue;
    }
    if (r.starts("<![CDATA[")) {
      if (stack.empty()) { r.fail("CDATA outside the <deck> element", at); break; }
      size_t end = text.find("]]>", r.pos);
      if (end == std::string::npos) { r.fail("an unclosed CDATA section", at); break; }
      r.pos = end + 3;
      continue;
    }
    if (r.starts("<!")) {
      r.fail("a DOCTYPE or other declaration (not accepted in a deck file)", at);
      break;
    }
    const bool closing = r.starts("</");
    r.pos += closing ? 2 : 1;
    size_t n0 = r.pos;
    while (r.pos < text.size() && Reader::name_char(text[r.pos])) ++r.pos;
    std::string name = text.substr(n0, r.pos - n0);
    if (name.empty() || name.size() > 64) { r.fail("a bad element name", at); break; }
    if (closing) {
      while (r.pos < text.size() && Reader::space(text[r.pos])) ++r.pos;
      if (r.pos >= text.size() || text[r.pos] != '>') { r.fail("a bad closing tag", at); break; }
      ++r.pos;
      if (stack.empty() || stack.back() != name) {
        r.fail("</" + name.substr(0, 30) + "> closes no open element of that name", at);
        break;
      }
      stack.pop_back();
      if (stack.size() == 1 && name == "section") section.clear();
      if (stack.empty()) root_closed = true;
      continue;
    }
    // A start tag: attributes, then '>' or '/>'.
    std::vector<Attr> attrs;
    bool self_closing = false, done = false;
    while (r.error.empty()) {
      while (r.pos < text.size() && Reader::space(text[r.pos])) ++r.pos;
      if (r.pos >= text.size()) { r.fail("an unclosed tag <" + name.substr(0, 30) + ">", at); break; }
      if (text[r.pos] == '>') { ++r.pos; done = true; break; }
      if (r.starts("/>")) { r.pos += 2; self_closing = done = true; break; }
      size_t a0 = r.pos;
      while (r.pos < text.size() && Reader::name_char(text[r.pos])) ++r.pos;
      std::string an = text.substr(a0, r.pos - a0);
      while (r.pos < text.size() && Reader::space(text[r.pos])) ++r.pos;
      if (an.empty() || an.size() > 64 || r.pos >= text.size() || text[r.pos] != '=') { r.fail("a bad attribute", at); break; }
      ++r.pos;
      while (r.pos < text.size() && Reader::space(text[r.pos])) ++r.pos;
      if (r.pos >= text.size() || (text[r.pos] != '"' && text[r.pos] != '\'')) { r.fail("an unquoted attribute value", at); break; }
      const char q = text[r.pos++];
      size_t end = text.find(q, r.pos);
      if (end == std::string::npos || end - r.pos > 4096) { r.fail("an unclosed attribute value", at); break; }
      std::string raw = text.substr(r.pos, end - r.pos), val;
      r.pos = end + 1;
      if (raw.find('<') != std::string::npos) { r.fail("a '<' inside an attribute value", at); break; }
      if (!r.decode(raw, val, at)) break;
      for (const Attr& x : attrs)
        if (x.name == an) r.fail("the attribute '" + an + "' twice", at);
      if (attrs.size() >= 16) r.fail("too many attributes", at);
      attrs.push_back({an, val});
    }
    if (!done) break;
    if (++elements > kMaxO8dElements) { r.fail("more than " + std::to_string(kMaxO8dElements) + " elements", at); break; }
    if (stack.empty()) {
      if (root_seen) { r.fail("a second root element", at); break; }
      root_seen = true;
      if (name != "deck") { r.fail("the root element is <" + name.substr(0, 30) + ">, not <deck>", at); break; }
      for (const Attr& a : attrs)
        if (a.name == "game" && a.value != kOctgnGameId) {
          std::string g = guid_like(a.value) ? a.value : "(not a GUID)";
          r.fail("a deck for another OCTGN game (" + g + "), not Star Wars: The Card Game", at);
        }
      if (!r.error.empty()) break;
    }
    const std::string parent = stack.empty() ? "" : stack.back();
    if (name == "section" && stack.size() == 1) {
      section.clear();
      for (const Attr& a : attrs)
        if (a.name == "name") section = a.value.substr(0, 60);
    }
    if (name == "card") {
      if (parent != "section" || stack.size() != 2) { r.fail("a <card> outside a <section>", at); break; }
      O8dCard c;
      c.section = section;
      bool has_id = false;
      for (const Attr& a : attrs) {
        if (a.name == "id") {
          if (!guid_like(a.value)) { r.fail("a <card> whose id is not a GUID", at); break; }
          c.id = a.value;
          std::transform(c.id.begin(), c.id.end(), c.id.begin(), [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
          has_id = true;
        } else if (a.name == "qty") {
          const std::string& v = a.value;
          if (v.empty() || v.size() > 2 || v.find_first_not_of("0123456789") != std::string::npos || std::stoi(v) < 1 ||
              std::stoi(v) > kMaxO8dQty) {
            r.fail("a <card> qty that is not a number 1.." + std::to_string(kMaxO8dQty), at);
            break;
          }
          c.qty = std::stoi(v);
        }
      }
      if (!r.error.empty()) break;
      if (!has_id) { r.fail("a <card> without an id", at); break; }
      cards.push_back(c);
    }
    if (!self_closing) {
      if (static_cast<int>(stack.size()) >= kMaxO8dDepth) {
        r.fail("elements nested deeper than " + std::to_string(kMaxO8dDepth), at);
        break;
      }
      stack.push_back(name);
    } else if (stack.empty()) {
      root_closed = true;
    }
  }
  if (!r.error.empty()) return bad(r.error);
  if (!root_seen) return bad("no <deck> element");
  if (!root_closed || !stack.empty()) return bad("the file ends inside <" + (stack.empty() ? std::string("deck") : stack.back()) + ">");
  return cards;
}

}  // namespace sw::lcg
