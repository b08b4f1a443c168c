// A small reader for the XML deck files players bring (untrusted text): it
// turns a document into a flat list of elements (name, attributes, the text
// directly inside) and rejects anything it does not understand instead of
// guessing. Bounded: the size of the file, the nesting, the number of
// elements and the text per element; no recursion, no DTD (an internal
// subset is rejected), no entities beyond XML's five and character
// references. UTF-8 text, or ISO-8859-1 / windows-1252 when the declaration
// says so (converted to UTF-8; windows-1252 is read as ISO-8859-1).
#pragma once
#include <string>
#include <utility>
#include <vector>

namespace sw::xml {

struct Limits {
  size_t max_bytes = 1024 * 1024;  // the whole file
  int max_depth = 16;              // nested elements
  int max_elements = 5000;         // elements in the file
  size_t max_text = 4096;          // bytes of text directly inside one element
};

struct Element {
  std::string name;
  std::vector<std::pair<std::string, std::string>> attrs;  // decoded values, in file order
  std::string text;                                        // decoded character data directly inside
  int parent = -1;                                         // index in Document::elements, -1 for the root
  std::vector<int> children;                               // indices, in file order
  int line = 1;                                            // where its start tag is
};

struct Document {
  std::vector<Element> elements;  // [0] is the root element
  // The attribute's value, or nullptr.
  const std::string* attr(int element, const char* name) const;
  // The first child element with that name, or -1.
  int child(int element, const char* name) const;
};

// Reads `text` into `out`. On failure returns false and sets `error` to a
// message with the line ("line 3: ...").
bool parse(const std::string& text, Document& out, std::string& error, const Limits& limits = Limits());

// Escapes text for element content and attribute values; characters outside
// ASCII become character references, so the result is plain ASCII.
std::string escape(const std::string& utf8);

}  // namespace sw::xml
