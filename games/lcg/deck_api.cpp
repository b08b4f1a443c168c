// The LCG's card list and decks through the game-neutral API (sw::Game's
// card_list / validate_deck / deck_import / deck_export): decks as JSON, deck
// codes and OCTGN .o8d files, checked against the deck-building rules
// (LCG-DECK-1..7) with one error per violation.
#include <algorithm>
#include "lcg/decks.h"
#include "lcg/o8d.h"
#include "lcg/state.h"
#include "sw/decks.h"

namespace sw::lcg {
namespace {

constexpr const char* kDeckFileFormat = "swrules-deck";
constexpr int kDeckFileVersion = 1;
constexpr size_t kMaxDeckName = 100;  // bytes of UTF-8
constexpr size_t kMaxSetsInDeck = 100;

Error bad_deck(const std::string& why) { return make_error(err::kBadDeck, why); }

bool affiliation_from_key(const std::string& k, Affiliation& out) {
  for (int a = 1; a < kNumAffiliations; ++a)
    if (k == affiliation_key(static_cast<Affiliation>(a))) {
      out = static_cast<Affiliation>(a);
      return true;
    }
  return false;
}

// A deck being built: the affiliation may still be missing (kNeutral).
struct Deck {
  DeckList list;
  std::string name;
  std::string preset;  // the core-set preset it is exactly ("" if none)
};

// A deck read, normalised: its sets in ascending order, and a core-set deck
// exactly as it comes in the box is that preset (LCG-DECK-3: its 8 sets are
// legal as a preconstructed deck), whatever form it came in: by name, as an
// object or as its deck code.
Deck normalised(Deck d) {
  std::sort(d.list.sets.begin(), d.list.sets.end());
  const Preset* p = preset_of(d.list);
  d.preset = p ? p->key : "";
  return d;
}

// A deck argument: a preset's name or a deck code (a string), or an object
// {"name"?, "affiliation"?: key|null, "sets"?: [set numbers]}.
Result<Deck> read_deck(const json& v) {
  Deck d;
  if (v.is_string()) {
    Result<DeckList> r = deck_from_option(v.get_ref<const std::string&>());
    if (!r.ok()) return bad_deck(r.error().message);
    d.list = r.value();
    return normalised(std::move(d));
  }
  if (!v.is_object())
    return bad_deck("a deck is an object {\"name\"?, \"affiliation\", \"sets\"}, a preset's name or a deck code");
  if (const std::string* k = unknown_key(v, {"name", "affiliation", "sets"})) return bad_deck("unknown deck key '" + k->substr(0, 40) + "'");
  if (const json* n = field(v, "name")) {
    if (!n->is_string() || n->get_ref<const std::string&>().size() > kMaxDeckName)
      return bad_deck("a deck's 'name' must be a string of at most " + std::to_string(kMaxDeckName) + " bytes");
    d.name = n->get<std::string>();
  }
  if (const json* a = field(v, "affiliation"); a && !a->is_null()) {
    if (!a->is_string() || !affiliation_from_key(a->get<std::string>(), d.list.affiliation))
      return bad_deck("unknown affiliation" + (a->is_string() ? " '" + a->get<std::string>().substr(0, 40) + "'" : std::string()) +
                      " (one of jedi, rebel-alliance, smugglers-and-spies, sith, imperial-navy, scum-and-villainy)");
  }
  if (const json* sets = field(v, "sets")) {
    if (!sets->is_array() || sets->size() > kMaxSetsInDeck)
      return bad_deck("a deck's 'sets' must be an array of at most " + std::to_string(kMaxSetsInDeck) + " set numbers");
    for (const json& x : *sets) {
      int n = 0;
      if (as_int_in(x, 1, 255, n) && is_challenge_set(n)) return bad_deck(challenge_card_message(n));
      if (!as_int_in(x, 1, 255, n) || objective_of_set(n) < 0)
        return bad_deck("unknown objective set " + (x.is_number() ? x.dump() : std::string("(not a number)")) + " in the deck");
      d.list.sets.push_back(n);
    }
  }
  return normalised(std::move(d));
}

json deck_json(const Deck& d) {
  json j;
  if (!d.name.empty()) j["name"] = d.name;
  j["affiliation"] = d.list.affiliation == kNeutral ? json(nullptr) : json(affiliation_key(d.list.affiliation));
  std::vector<int> sets = d.list.sets;
  std::sort(sets.begin(), sets.end());
  j["sets"] = sets;
  return j;
}

std::vector<int> unique_sets(const std::vector<int>& sets) {
  std::vector<int> u = sets;
  std::sort(u.begin(), u.end());
  u.erase(std::unique(u.begin(), u.end()), u.end());
  return u;
}

int def_of_octgn(const std::string& guid) {
  for (int d = 0; d < num_facts(); ++d)
    if (guid == facts(d).octgn) return d;
  return -1;
}

std::string set_label(int set) {
  const int o = objective_of_set(set);
  return "objective set " + std::to_string(set) + (o >= 0 ? std::string(" (") + facts(o).name + ")" : std::string());
}

// The cards of an .o8d as a deck: one affiliation card, the objectives give
// the sets, and every set must be there whole (LCG-DECK-7).
Result<json> import_o8d(const std::string& text) {
  Result<std::vector<O8dCard>> parsed = parse_o8d(text);
  if (!parsed.ok()) return parsed.error();
  std::vector<DeckError> errs;
  std::vector<std::string> unknown;
  std::vector<int> count(static_cast<size_t>(num_facts()), 0);
  for (const O8dCard& c : parsed.value()) {
    const int def = def_of_octgn(c.id);
    if (def < 0) {
      if (std::find(unknown.begin(), unknown.end(), c.id) == unknown.end()) unknown.push_back(c.id);
      continue;
    }
    count[static_cast<size_t>(def)] += c.qty;
  }
  if (!unknown.empty()) {
    std::string list;
    for (size_t i = 0; i < unknown.size() && i < 20; ++i) list += (i ? ", " : "") + unknown[i];
    if (unknown.size() > 20) list += " and " + std::to_string(unknown.size() - 20) + " more";
    errs.push_back({"unknown_card",
                    std::to_string(unknown.size()) + " card id(s) that are not cards of this game: " + list, "",
                    unknown, {}});
  }
  Deck deck;
  int affiliations = 0;
  std::vector<std::string> aff_cards;
  for (int def = 0; def < num_facts(); ++def) {
    const int n = count[static_cast<size_t>(def)];
    if (n == 0) continue;
    const CardFacts& f = facts(def);
    if (is_challenge_set(f.set)) {  // MP-CHAL-3: never part of a standard deck
      errs.push_back({"challenge_card", std::string(f.name) + ": " + challenge_card_message(f.set), "MP-CHAL-3",
                      {def_key(def)}, {f.set}});
      continue;
    }
    if (f.type == kAffiliation) {
      affiliations += n;
      deck.list.affiliation = f.affiliation;
      aff_cards.push_back(def_key(def));
    } else if (f.type == kObjective) {
      for (int i = 0; i < n && deck.list.sets.size() <= kMaxSetsInDeck; ++i) deck.list.sets.push_back(f.set);
    }
  }
  if (affiliations == 0) errs.push_back({"no_affiliation", "the file has no affiliation card (LCG-DECK-1)", "LCG-DECK-1", {}, {}});
  if (affiliations > 1)
    errs.push_back({"affiliation_count", "the file has " + std::to_string(affiliations) + " affiliation cards; a deck has one (LCG-DECK-1)",
                    "LCG-DECK-1", aff_cards, {}});
  if (deck.list.sets.size() > kMaxSetsInDeck)
    errs.push_back({"too_many_sets", "the file has more than " + std::to_string(kMaxSetsInDeck) + " objective sets", "", {}, {}});
  // Every set whole: each of its command cards as many times as its objective.
  for (int set = 1; set <= 255; ++set) {
    if (is_challenge_set(set)) continue;  // refused above (MP-CHAL-3)
    const int objective = objective_of_set(set);
    const long copies = std::count(deck.list.sets.begin(), deck.list.sets.end(), set);
    std::vector<std::string> wrong;
    std::string detail;
    bool any = false;
    for (int def = 0; def < num_facts(); ++def) {
      if (facts(def).set != set || def == objective) continue;
      const int n = count[static_cast<size_t>(def)];
      any = any || n > 0;
      if (n != copies) {
        wrong.push_back(def_key(def));
        detail += (detail.empty() ? "" : ", ") + std::string(facts(def).name) + " x" + std::to_string(n);
      }
    }
    if (wrong.empty() || (!any && copies == 0)) continue;
    const std::string what = copies == 0 ? "the file has cards of " + set_label(set) + " without its objective"
                                         : set_label(set) + " is in the file " + std::to_string(copies) +
                                               " time(s), but not whole";
    errs.push_back({"incomplete_set", what + " (" + detail + "); an objective set is played whole (LCG-DECK-7)", "LCG-DECK-7",
                    wrong, {set}});
  }
  if (!errs.empty()) {
    json a = json::array();
    for (const DeckError& e : errs) a.push_back(deck_error_json(e));
    return json{{"errors", a}};
  }
  return json{{"deck", deck_json(deck)}};
}

std::string export_o8d(const Deck& d) {
  std::string x = "\xEF\xBB\xBF<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"yes\"?>\n";
  x += std::string("<deck game=\"") + kOctgnGameId + "\">\n";
  auto card = [&](int def, long qty) {
    x += "    <card qty=\"" + std::to_string(qty) + "\" id=\"" + facts(def).octgn + "\">" + xml_escape(facts(def).name) +
         "</card>\n";
  };
  x += "  <section name=\"Affiliation\">\n";
  card(affiliation_def(d.list.affiliation), 1);
  x += "  </section>\n  <section name=\"Command Deck\">\n";
  for (int set : unique_sets(d.list.sets)) {
    const long copies = std::count(d.list.sets.begin(), d.list.sets.end(), set);
    for (int def = 0; def < num_facts(); ++def)
      if (facts(def).set == set && facts(def).type != kObjective) card(def, copies);
  }
  x += "  </section>\n  <section name=\"Objective Deck\">\n";
  for (int set : unique_sets(d.list.sets))
    card(objective_of_set(set), std::count(d.list.sets.begin(), d.list.sets.end(), set));
  x += "  </section>\n</deck>\n";
  return x;
}

json deck_file_json(const Deck& d) {
  return {{"format", kDeckFileFormat}, {"version", kDeckFileVersion}, {"game", "lcg"}, {"deck", deck_json(d)}};
}

}  // namespace

json lcg_card_list() {
  json cards = json::array();
  for (int d = 0; d < num_facts(); ++d) cards.push_back(def_json(d));
  json affs = json::array();
  for (int a = 1; a < kNumAffiliations; ++a) {
    const Affiliation af = static_cast<Affiliation>(a);
    affs.push_back({{"key", affiliation_key(af)}, {"name", affiliation_name(af)},
                    {"side", side_of(af) == kDark ? "dark" : "light"}, {"card", def_key(affiliation_def(af))}});
  }
  json sets = json::array();
  for (int set = 1; set <= 255; ++set) {
    const int o = objective_of_set(set);
    if (o < 0) continue;
    const CardFacts& f = facts(o);
    json keys = json::array();
    for (int d = 0; d < num_facts(); ++d)
      if (facts(d).set == set) keys.push_back(def_key(d));
    sets.push_back({{"number", set}, {"name", f.name}, {"side", f.side == kDark ? "dark" : "light"},
                    {"affiliation", affiliation_key(f.affiliation)}, {"limit1", f.limit1},
                    {"affiliationOnly", f.locked ? json(affiliation_key(f.affiliation)) : json(nullptr)}, {"cards", keys}});
  }
  json presets_j = json::array();
  for (const Preset& p : presets())
    presets_j.push_back({{"key", p.key}, {"name", p.name}, {"side", side_of(p.deck.affiliation) == kDark ? "dark" : "light"},
                         {"deck", {{"affiliation", affiliation_key(p.deck.affiliation)}, {"sets", p.deck.sets}}}});
  json formats = json::array({
      {{"id", "o8d"}, {"name", "OCTGN deck"}, {"extension", "o8d"}, {"mime", "application/xml"}},
      {{"id", "json"}, {"name", "swrules deck (JSON)"}, {"extension", "json"}, {"mime", "application/json"}},
      {{"id", "code"}, {"name", "deck code"}, {"extension", "txt"}, {"mime", "text/plain"}},
  });
  return {{"cards", cards},
          {"affiliations", affs},
          {"sets", sets},
          {"presets", presets_j},
          {"deckFormats", formats},
          {"deckRules", {{"minSets", 10}, {"maxCopies", 2}, {"maxSets", LcgLimits::kMaxSets}}}};
}

Result<json> lcg_validate_deck(const json& v) {
  Result<Deck> r = read_deck(v);
  if (!r.ok()) return r.error();
  const Deck& d = r.value();
  const std::vector<DeckError> errs = deck_errors(d.list, !d.preset.empty());
  json a = json::array();
  for (const DeckError& e : errs) a.push_back(deck_error_json(e));
  json out;
  out["legal"] = errs.empty();
  out["errors"] = a;
  out["deck"] = deck_json(d);
  out["preset"] = d.preset.empty() ? json(nullptr) : json(d.preset);
  out["side"] = d.list.affiliation == kNeutral ? json(nullptr) : json(side_of(d.list.affiliation) == kDark ? "dark" : "light");
  // What to pass as the game's deck option ("dark"/"light"): the preset's
  // name, or the deck code.
  out["option"] = !d.preset.empty() ? json(d.preset) : d.list.affiliation == kNeutral ? json(nullptr) : json(deck_code(d.list));
  out["counts"] = {{"sets", d.list.sets.size()},
                   {"objectives", d.list.sets.size()},
                   {"commandCards", d.list.sets.size() * 5},
                   {"cards", d.list.sets.size() * 6 + (d.list.affiliation == kNeutral ? 0 : 1)}};
  return out;
}

Result<json> lcg_deck_import(const std::string& format, const std::string& text) {
  if (format == "o8d") return import_o8d(text);
  if (format == "code") {
    if (text.size() > 400) return bad_deck("a deck code is at most 400 characters");
    Result<Deck> r = read_deck(json(text));  // a preset's name or a deck code, read as any deck argument
    if (!r.ok()) return r.error();
    return json{{"deck", deck_json(r.value())}};
  }
  if (format == "json") {
    json j;
    JsonLimitError e;
    if (!parse_json(text, j, &e)) return bad_deck("the deck file is not JSON: " + e.message);
    const json* deck = &j;
    if (j.is_object() && field(j, "format")) {
      if (const std::string* k = unknown_key(j, {"format", "version", "game", "deck"})) return bad_deck("unknown key '" + k->substr(0, 40) + "' in the deck file");
      std::string fmt, game;
      int version = 0;
      if (!get_string(j, "format", fmt) || fmt != kDeckFileFormat) return bad_deck("the deck file's 'format' must be \"swrules-deck\"");
      if (!get_int_in(j, "version", 0, 1000000, version) || version != kDeckFileVersion) return bad_deck("the deck file's 'version' must be 1");
      if (!get_string(j, "game", game) || game != "lcg") return bad_deck("the deck file is not an LCG deck");
      deck = field(j, "deck");
      if (!deck) return bad_deck("the deck file has no 'deck'");
    }
    Result<Deck> r = read_deck(*deck);
    if (!r.ok()) return r.error();
    return json{{"deck", deck_json(r.value())}};
  }
  return make_error(err::kBadRequest, "deckImport: unknown format '" + format + "' (o8d, json or code)");
}

Result<json> lcg_deck_export(const json& v, const std::string& format) {
  if (format != "o8d" && format != "json" && format != "code")
    return make_error(err::kBadRequest, "deckExport: unknown format '" + format + "' (o8d, json or code)");
  Result<Deck> r = read_deck(v);
  if (!r.ok()) return r.error();
  const Deck& d = r.value();
  if (format == "json")
    return json{{"text", deck_file_json(d).dump(2, ' ', false, json::error_handler_t::replace)}, {"mime", "application/json"}, {"extension", "json"}};
  if (d.list.affiliation == kNeutral) return bad_deck("a deck without an affiliation cannot be written as ." + format);
  if (format == "code") return json{{"text", deck_code(d.list)}, {"mime", "text/plain"}, {"extension", "txt"}};
  return json{{"text", export_o8d(d)}, {"mime", "application/xml"}, {"extension", "o8d"}};
}

}  // namespace sw::lcg
