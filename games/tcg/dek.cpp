#include "tcg/dek.h"

#include <cctype>
#include <map>
#include "sw/decks.h"
#include "sw/xml_reader.h"

namespace sw::tcg {
namespace {

// Lackey writes names in ASCII: "Padmé" is "Padme".
std::string ascii_name(const char* name) {
  std::string s;
  for (const char* p = name; *p; ++p) {
    if (static_cast<unsigned char>(p[0]) == 0xC3 && static_cast<unsigned char>(p[1]) == 0xA9) {  // é
      s += 'e';
      ++p;
    } else {
      s += *p;
    }
  }
  return s;
}

// A name for matching: "Padmé" folded to "Padme", trailing "(Promo ...)"
// dropped, spaces trimmed and collapsed, ASCII letters in lower case.
std::string match_key(const std::string& raw) {
  std::string s = ascii_name(raw.c_str());
  std::string out;
  for (char c : s) {
    const bool space = c == ' ' || c == '\t' || c == '\r' || c == '\n';
    if (space) {
      if (!out.empty() && out.back() != ' ') out += ' ';
    } else {
      out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  const size_t promo = out.rfind(" (promo");
  if (promo != std::string::npos && out.back() == ')') out.erase(promo);
  return out;
}

// Image ids in the Lackey card list that do not follow the usual rule.
const char* image_exception(const char* key) {
  static const char* const kExceptions[][2] = {
      {"slave-i-a", "Slave_1_A"},
      {"intergalactic-banking-clan-starship", "InterGalactic_Banking_Clan_Starship"},
  };
  for (const auto& e : kExceptions)
    if (std::string(key) == e[0]) return e[1];
  return nullptr;
}

}  // namespace

std::string lackey_name(int def) {
  const CardFacts& f = facts(def);
  std::string s = ascii_name(f.name);
  if (f.version) s += std::string(" (") + f.version + ")";
  return s;
}

std::string lackey_image_id(int def) {
  if (const char* e = image_exception(facts(def).key)) return e;
  std::string out;
  for (char c : lackey_name(def)) {
    if (c == '\'') continue;
    if (std::isalnum(static_cast<unsigned char>(c)))
      out += c;
    else if (!out.empty() && out.back() != '_')
      out += '_';
  }
  while (!out.empty() && out.back() == '_') out.pop_back();
  return out;
}

int def_of_lackey_name(const std::string& name) {
  static const std::map<std::string, int> by_name = [] {
    std::map<std::string, int> m;
    for (int d = 0; d < num_facts(); ++d) m.emplace(match_key(lackey_name(d)), d);
    return m;
  }();
  if (name.size() > 200) return -1;
  auto it = by_name.find(match_key(name));
  return it == by_name.end() ? -1 : it->second;
}

Result<DekFile> parse_dek(const std::string& text) {
  xml::Limits limits;
  limits.max_bytes = 512 * 1024;
  limits.max_elements = 6000;  // 1,000 cards of <card>, <name> and <set>, and some room
  limits.max_depth = 8;
  limits.max_text = 1000;
  xml::Document doc;
  std::string why;
  if (!xml::parse(text, doc, why, limits)) return make_error(err::kBadDeck, "the .dek file is not XML we read: " + why);
  const xml::Element& root = doc.elements[0];
  if (root.name != "deck")
    return make_error(err::kBadDeck, "not a LackeyCCG deck: the document is <" + root.name.substr(0, 40) + ">, not <deck>");
  DekFile out;
  int cards = 0;
  for (int z : root.children) {
    const xml::Element& zone = doc.elements[static_cast<size_t>(z)];
    if (zone.name == "meta") {
      const int title = doc.child(z, "title");
      if (title >= 0) out.title = doc.elements[static_cast<size_t>(title)].text;
      continue;
    }
    if (zone.name != "superzone") continue;  // other elements carry nothing for a deck
    const std::string* zname = doc.attr(z, "name");
    if (!zname)
      return make_error(err::kBadDeck, "line " + std::to_string(zone.line) + ": a <superzone> without a name");
    const bool main = match_key(*zname) == "deck";
    int in_zone = 0;
    for (int c : zone.children) {
      const xml::Element& card = doc.elements[static_cast<size_t>(c)];
      if (card.name != "card") continue;
      const int name = doc.child(c, "name");
      if (name < 0) return make_error(err::kBadDeck, "line " + std::to_string(card.line) + ": a <card> without a <name>");
      if (++cards > 1000) return make_error(err::kBadDeck, "the .dek file lists more than 1000 cards");
      ++in_zone;
      if (main) out.names.push_back(doc.elements[static_cast<size_t>(name)].text);
    }
    if (!main) out.skipped.push_back(zname->substr(0, 100) + " (" + std::to_string(in_zone) + " cards)");
  }
  // The title is the deck's name: at most 100 bytes, cut at a character boundary.
  if (out.title.size() > 100) {
    size_t cut = 100;
    while (cut > 0 && (static_cast<unsigned char>(out.title[cut]) & 0xC0) == 0x80) --cut;
    out.title.resize(cut);
  }
  return out;
}

std::string write_dek(const DeckList& d, const std::string& title) {
  std::string x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<deck version=\"0.8\">\n";
  x += "\t<meta>\n\t\t<title>" + xml::escape(title) + "</title>\n\t</meta>\n";
  x += "\t<superzone name=\"Deck\">\n";
  for (const DeckEntry& e : d.cards) {
    const std::string line = "\t\t<card><name id=\"" + xml::escape(lackey_image_id(e.def)) + "\">" +
                             xml::escape(lackey_name(e.def)) + "</name><set>" + facts(e.def).set + "</set></card>\n";
    for (int i = 0; i < e.count; ++i) x += line;
  }
  x += "\t</superzone>\n</deck>\n";
  return x;
}

}  // namespace sw::tcg
