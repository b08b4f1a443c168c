// OCTGN .o8d deck files (the format players keep their LCG decks in): a
// small XML document whose <card qty="n" id="GUID"> elements name cards by
// their OCTGN GUID (CardFacts::octgn). The reader is for untrusted text: a
// size limit, an element-count and nesting limit, no recursion, no DTDs or
// entities beyond XML's five and character references.
#pragma once
#include <string>
#include <vector>
#include "sw/error.h"

namespace sw::lcg {

inline constexpr size_t kMaxO8dBytes = 256 * 1024;  // the whole file
inline constexpr int kMaxO8dDepth = 16;             // nested elements
inline constexpr int kMaxO8dElements = 2000;        // elements in the file
inline constexpr int kMaxO8dQty = 99;               // copies on one <card>

// The OCTGN game id of Star Wars: The Card Game (<deck game="...">).
inline constexpr const char* kOctgnGameId = "d5cf89e5-1984-4873-8ae0-f06eea411bb3";

struct O8dCard {
  std::string id;       // the GUID, lower case
  int qty = 1;
  std::string section;  // the <section name="..."> it is listed under
};

// The cards an .o8d lists, in file order; an error (bad_deck, with the line)
// for text that is not such a document.
Result<std::vector<O8dCard>> parse_o8d(const std::string& text);

// Escapes text for XML content and attribute values.
std::string xml_escape(const std::string& s);

}  // namespace sw::lcg
