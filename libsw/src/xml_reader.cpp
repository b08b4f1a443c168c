// One pass over the text with an explicit element stack; every limit is
// checked as the reader goes, and the first problem ends the reading.
#include "sw/xml_reader.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include "sw/utf8.h"

namespace sw::xml {

const std::string* Document::attr(int element, const char* name) const {
  if (element < 0 || element >= static_cast<int>(elements.size())) return nullptr;
  for (const auto& a : elements[static_cast<size_t>(element)].attrs)
    if (a.first == name) return &a.second;
  return nullptr;
}

int Document::child(int element, const char* name) const {
  if (element < 0 || element >= static_cast<int>(elements.size())) return -1;
  for (int c : elements[static_cast<size_t>(element)].children)
    if (elements[static_cast<size_t>(c)].name == name) return c;
  return -1;
}

namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }
bool name_start(char c) {
  return std::isalpha(static_cast<unsigned char>(c)) || c == '_' || c == ':' || static_cast<unsigned char>(c) >= 0x80;
}
bool name_char(char c) { return name_start(c) || std::isdigit(static_cast<unsigned char>(c)) || c == '-' || c == '.'; }

// Length of the well-formed UTF-8 sequence at s[i] (0: not one).
size_t utf8_len(const std::string& s, size_t i) {
  const unsigned char c = static_cast<unsigned char>(s[i]);
  size_t n = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
  if (n == 0 || i + n > s.size()) return 0;
  uint32_t cp = n == 1 ? c : n == 2 ? (c & 0x1Fu) : n == 3 ? (c & 0x0Fu) : (c & 0x07u);
  for (size_t k = 1; k < n; ++k) {
    const unsigned char d = static_cast<unsigned char>(s[i + k]);
    if ((d >> 6) != 0x2) return 0;
    cp = (cp << 6) | (d & 0x3Fu);
  }
  static const uint32_t kMin[] = {0, 0, 0x80, 0x800, 0x10000};
  if (cp < kMin[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return n;
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

struct Reader {
  std::string t;
  size_t pos = 0;
  std::string error;
  const Limits& lim;

  Reader(std::string text, const Limits& l) : t(std::move(text)), lim(l) {}

  int line_at(size_t p) const {
    return 1 + static_cast<int>(std::count(t.begin(), t.begin() + static_cast<long>(std::min(p, t.size())), '\n'));
  }
  bool fail(const std::string& why, size_t at) {
    if (error.empty()) error = "line " + std::to_string(line_at(at)) + ": " + why;
    return false;
  }
  bool starts(const char* s) const { return t.compare(pos, std::strlen(s), s) == 0; }
  void skip_space() {
    while (pos < t.size() && is_space(t[pos])) ++pos;
  }
  bool read_name(std::string& out) {
    const size_t b = pos;
    if (pos >= t.size() || !name_start(t[pos])) return false;
    while (pos < t.size() && name_char(t[pos]) && pos - b < 200) ++pos;
    out = t.substr(b, pos - b);
    return true;
  }

  // XML's five entities and character references; any other '&' is an error.
  bool decode(size_t from, size_t to, std::string& out, size_t max) {
    for (size_t i = from; i < to; ++i) {
      if (out.size() > max) return fail("more than " + std::to_string(max) + " bytes of text in one element", from);
      if (t[i] != '&') {
        out += t[i];
        continue;
      }
      const size_t semi = t.find(';', i);
      if (semi == std::string::npos || semi >= to || semi - i > 10) return fail("a '&' that starts no entity", i);
      const std::string ent = t.substr(i + 1, semi - i - 1);
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
          return fail("a bad character reference '&" + ent + ";'", i);
        const unsigned long c = std::stoul(digits, nullptr, hex ? 16 : 10);
        if (c == 0 || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return fail("a character reference out of range", i);
        append_utf8(out, static_cast<uint32_t>(c));
      } else {
        return fail("an unknown entity '&" + ent + ";' (no DTD entities)", i);
      }
      i = semi;
    }
    if (out.size() > max) return fail("more than " + std::to_string(max) + " bytes of text in one element", from);
    return true;
  }

  // The XML declaration's encoding: the text becomes UTF-8, or an error.
  bool handle_declaration() {
    if (!starts("<?xml")) return true;
    const size_t end = t.find("?>");
    if (end == std::string::npos || end > 400) return fail("an XML declaration without its end '?>'", 0);
    const std::string decl = lower(t.substr(0, end));
    const size_t e = decl.find("encoding");
    if (e == std::string::npos) return true;
    size_t q = decl.find_first_of("\"'", e);
    if (q == std::string::npos) return fail("a bad encoding in the XML declaration", 0);
    const size_t q2 = decl.find(decl[q], q + 1);
    if (q2 == std::string::npos) return fail("a bad encoding in the XML declaration", 0);
    const std::string enc = decl.substr(q + 1, q2 - q - 1);
    if (enc == "utf-8" || enc == "utf8" || enc == "us-ascii" || enc == "ascii") return true;
    if (enc == "iso-8859-1" || enc == "latin1" || enc == "latin-1" || enc == "windows-1252" || enc == "cp1252") {
      std::string u;
      u.reserve(t.size());
      for (char c : t) append_utf8(u, static_cast<unsigned char>(c));
      t.swap(u);
      return true;
    }
    return fail("the encoding '" + enc.substr(0, 30) + "' is not read (UTF-8 or ISO-8859-1)", 0);
  }

  bool run(Document& doc) {
    if (t.size() > lim.max_bytes) return fail("the file is larger than " + std::to_string(lim.max_bytes) + " bytes", 0);
    if (t.compare(0, 3, "\xEF\xBB\xBF") == 0) t.erase(0, 3);
    if (!handle_declaration()) return false;
    for (size_t i = 0; i < t.size();) {
      if (t[i] == '\0') return fail("a NUL byte", i);
      const size_t n = utf8_len(t, i);
      if (n == 0) return fail("text that is not UTF-8", i);
      i += n;
    }
    std::vector<int> stack;
    bool root_done = false;
    while (pos < t.size()) {
      if (t[pos] != '<') {
        const size_t end = std::min(t.find('<', pos), t.size());
        if (stack.empty()) {
          for (size_t i = pos; i < end; ++i)
            if (!is_space(t[i])) return fail("text outside the root element", i);
        } else {
          Element& e = doc.elements[static_cast<size_t>(stack.back())];
          if (!decode(pos, end, e.text, lim.max_text)) return false;
        }
        pos = end;
        continue;
      }
      if (starts("<!--")) {
        const size_t end = t.find("-->", pos + 4);
        if (end == std::string::npos) return fail("a comment without its end '-->'", pos);
        pos = end + 3;
      } else if (starts("<?")) {
        const size_t end = t.find("?>", pos + 2);
        if (end == std::string::npos) return fail("a processing instruction without its end '?>'", pos);
        pos = end + 2;
      } else if (starts("<![CDATA[")) {
        if (stack.empty()) return fail("a CDATA section outside the root element", pos);
        const size_t end = t.find("]]>", pos + 9);
        if (end == std::string::npos) return fail("a CDATA section without its end ']]>'", pos);
        Element& e = doc.elements[static_cast<size_t>(stack.back())];
        e.text.append(t, pos + 9, end - pos - 9);
        if (e.text.size() > lim.max_text) return fail("more than " + std::to_string(lim.max_text) + " bytes of text in one element", pos);
        pos = end + 3;
      } else if (starts("<!DOCTYPE")) {
        if (!doc.elements.empty()) return fail("a DOCTYPE after the root element began", pos);
        const size_t end = t.find('>', pos);
        if (end == std::string::npos) return fail("a DOCTYPE without its end '>'", pos);
        if (t.find('[', pos) < end) return fail("a DOCTYPE with an internal subset (not accepted)", pos);
        pos = end + 1;
      } else if (starts("</")) {
        const size_t at = pos;
        pos += 2;
        std::string name;
        if (!read_name(name)) return fail("a bad end tag", at);
        skip_space();
        if (pos >= t.size() || t[pos] != '>') return fail("a bad end tag </" + name + ">", at);
        ++pos;
        if (stack.empty()) return fail("an end tag </" + name + "> without its start", at);
        const std::string& open = doc.elements[static_cast<size_t>(stack.back())].name;
        if (open != name) return fail("</" + name + "> closes <" + open + ">", at);
        stack.pop_back();
        if (stack.empty()) root_done = true;
      } else {
        const size_t at = pos;
        ++pos;
        Element e;
        if (!read_name(e.name)) return fail("a '<' that starts no element", at);
        if (root_done) return fail("a second root element <" + e.name + ">", at);
        if (static_cast<int>(stack.size()) >= lim.max_depth)
          return fail("elements nested deeper than " + std::to_string(lim.max_depth), at);
        if (static_cast<int>(doc.elements.size()) >= lim.max_elements)
          return fail("more than " + std::to_string(lim.max_elements) + " elements", at);
        e.line = line_at(at);
        e.parent = stack.empty() ? -1 : stack.back();
        bool empty = false;
        while (true) {
          const size_t before = pos;
          skip_space();
          if (pos >= t.size()) return fail("the start tag <" + e.name + "> has no end", at);
          if (t[pos] == '>') { ++pos; break; }
          if (starts("/>")) { pos += 2; empty = true; break; }
          if (pos == before) return fail("attributes of <" + e.name + "> run together", pos);
          std::string an;
          if (!read_name(an)) return fail("a bad attribute in <" + e.name + ">", pos);
          skip_space();
          if (pos >= t.size() || t[pos] != '=') return fail("the attribute '" + an + "' has no value", pos);
          ++pos;
          skip_space();
          if (pos >= t.size() || (t[pos] != '"' && t[pos] != '\'')) return fail("the attribute '" + an + "' is not quoted", pos);
          const char quote = t[pos++];
          const size_t end = t.find(quote, pos);
          if (end == std::string::npos) return fail("the attribute '" + an + "' is not closed", pos);
          if (t.find('<', pos) < end) return fail("a '<' in the attribute '" + an + "'", pos);
          for (const auto& a : e.attrs)
            if (a.first == an) return fail("the attribute '" + an + "' twice in <" + e.name + ">", pos);
          std::string value;
          if (!decode(pos, end, value, lim.max_text)) return false;
          e.attrs.emplace_back(an, std::move(value));
          pos = end + 1;
          if (e.attrs.size() > 32) return fail("too many attributes in <" + e.name + ">", at);
        }
        const int index = static_cast<int>(doc.elements.size());
        if (e.parent >= 0) doc.elements[static_cast<size_t>(e.parent)].children.push_back(index);
        doc.elements.push_back(std::move(e));
        if (empty) {
          if (stack.empty()) root_done = true;
        } else {
          stack.push_back(index);
        }
      }
    }
    if (!stack.empty()) return fail("<" + doc.elements[static_cast<size_t>(stack.back())].name + "> is never closed", t.size());
    if (doc.elements.empty()) return fail("no root element", 0);
    return true;
  }
};

}  // namespace

bool parse(const std::string& text, Document& out, std::string& error, const Limits& limits) {
  out = Document();
  if (text.size() > limits.max_bytes) {
    error = "the file is larger than " + std::to_string(limits.max_bytes) + " bytes";
    return false;
  }
  Reader r(text, limits);
  if (!r.run(out)) {
    error = r.error;
    out = Document();
    return false;
  }
  return true;
}

std::string escape(const std::string& s) {
  std::string o;
  o.reserve(s.size());
  for (size_t i = 0; i < s.size();) {
    const char c = s[i];
    const size_t n = utf8_len(s, i);
    if (n > 1) {
      uint32_t cp = static_cast<unsigned char>(c) & (n == 2 ? 0x1Fu : n == 3 ? 0x0Fu : 0x07u);
      for (size_t k = 1; k < n; ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3Fu);
      o += "&#" + std::to_string(cp) + ";";
      i += n;
      continue;
    }
    if (n == 0) o += "&#65533;";  // not UTF-8: the replacement character
    else if (c == '&') o += "&amp;";
    else if (c == '<') o += "&lt;";
    else if (c == '>') o += "&gt;";
    else if (c == '"') o += "&quot;";
    else if (c == '\'') o += "&apos;";
    else if (static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t' && c != '\r') o += "&#65533;";
    else o += c;
    ++i;
  }
  return o;
}

}  // namespace sw::xml
