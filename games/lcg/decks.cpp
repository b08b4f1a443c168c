#include "lcg/decks.h"
#include <algorithm>
#include "lcg/state.h"

namespace sw::lcg {

const std::vector<Preset>& presets() {
  // The core set's four decks of 8 objective sets (LCG-DECK-3), as the
  // OCTGN starter decks build them.
  static const std::vector<Preset> p = {
      {"imperial-navy", "Imperial Navy (core set)", {kImperialNavy, {26, 27, 28, 29, 30, 31, 32, 36}}},
      {"sith", "Sith (core set)", {kSith, {19, 20, 21, 22, 23, 24, 25, 36}}},
      {"jedi", "Jedi (core set)", {kJedi, {1, 2, 3, 4, 5, 6, 7, 18}}},
      {"rebel-alliance", "Rebel Alliance (core set)", {kRebelAlliance, {8, 9, 10, 11, 12, 13, 14, 18}}},
  };
  return p;
}

Side side_of(Affiliation a) { return a == kImperialNavy || a == kSith || a == kScumVillainy ? kDark : kLight; }

int affiliation_def(Affiliation a) {
  for (int d = 0; d < num_facts(); ++d)
    if (facts(d).type == kAffiliation && facts(d).affiliation == a) return d;
  return -1;
}

namespace {
bool affiliation_from_key(const std::string& k, Affiliation& out) {
  for (int a = 1; a < kNumAffiliations; ++a)
    if (k == affiliation_key(static_cast<Affiliation>(a))) {
      out = static_cast<Affiliation>(a);
      return true;
    }
  return false;
}
bool set_exists(int n) {
  for (int d = 0; d < num_facts(); ++d)
    if (facts(d).set == n && n > 0) return true;
  return false;
}
}  // namespace

std::string challenge_card_message(int set) {
  return std::string("set ") + std::to_string(set) + " is the challenge deck " +
         (set == kSetJerjerrod ? "Jerjerrod's Task" : "The Hunt for Skywalker") +
         ": its cards are used only in that challenge deck (MP-CHAL-3)";
}

Result<DeckList> deck_from_option(const std::string& v) {
  for (const Preset& p : presets())
    if (v == p.key) return p.deck;
  size_t colon = v.find(':');
  if (colon == std::string::npos || v.size() > 400) return make_error(err::kBadOption, "unknown deck '" + v.substr(0, 60) + "'");
  DeckList d;
  if (!affiliation_from_key(v.substr(0, colon), d.affiliation))
    return make_error(err::kBadOption, "unknown affiliation '" + v.substr(0, colon) + "'");
  std::string rest = v.substr(colon + 1);
  size_t i = 0;
  while (i < rest.size()) {
    size_t j = rest.find(',', i);
    if (j == std::string::npos) j = rest.size();
    std::string n = rest.substr(i, j - i);
    if (n.empty() || n.size() > 3 || n.find_first_not_of("0123456789") != std::string::npos)
      return make_error(err::kBadOption, "unknown objective set '" + n + "' in a deck");
    if (is_challenge_set(std::stoi(n))) return make_error(err::kBadOption, challenge_card_message(std::stoi(n)));
    if (!set_exists(std::stoi(n))) return make_error(err::kBadOption, "unknown objective set '" + n + "' in a deck");
    d.sets.push_back(std::stoi(n));
    i = j + 1;
  }
  return d;
}

Result<DeckList> deck_from_json(const json& j) {
  if (!j.is_object()) return make_error(err::kBadRequest, "a deck is an object {affiliation, sets}");
  if (const std::string* k = unknown_key(j, {"affiliation", "sets", "name"}))
    return make_error(err::kBadRequest, "unknown deck key '" + *k + "'");
  DeckList d;
  std::string a;
  if (!get_string(j, "affiliation", a) || !affiliation_from_key(a, d.affiliation))
    return make_error(err::kBadRequest, "a deck needs a known affiliation");
  const json* sets = field(j, "sets");
  if (!sets || !sets->is_array() || sets->size() > 100) return make_error(err::kBadRequest, "a deck needs 'sets': an array of set numbers");
  for (const json& x : *sets) {
    int n = 0;
    if (as_int_in(x, 1, 255, n) && is_challenge_set(n)) return make_error(err::kBadRequest, challenge_card_message(n));
    if (!as_int_in(x, 1, 255, n) || !set_exists(n)) return make_error(err::kBadRequest, "unknown objective set in a deck");
    d.sets.push_back(n);
  }
  return d;
}

int objective_of_set(int set) {
  if (is_challenge_set(set)) return -1;  // a challenge deck is no objective set (MP-CHAL-3)
  for (int def = 0; def < num_facts(); ++def)
    if (set > 0 && facts(def).set == set && facts(def).type == kObjective) return def;
  return -1;
}

bool is_preset_key(const std::string& key) {
  for (const Preset& p : presets())
    if (key == p.key) return true;
  return false;
}

const Preset* preset_of(const DeckList& d) {
  std::vector<int> sets = d.sets;
  std::sort(sets.begin(), sets.end());
  for (const Preset& p : presets()) {
    std::vector<int> ps = p.deck.sets;
    std::sort(ps.begin(), ps.end());
    if (p.deck.affiliation == d.affiliation && ps == sets) return &p;
  }
  return nullptr;
}

namespace {
std::vector<std::string> set_cards(int set) {
  std::vector<std::string> v;
  for (int def = 0; def < num_facts(); ++def)
    if (facts(def).set == set) v.push_back(def_key(def));
  return v;
}
}  // namespace

std::vector<DeckError> deck_errors(const DeckList& d, bool precon) {
  std::vector<DeckError> out;
  if (d.affiliation == kNeutral)
    out.push_back({"no_affiliation", "a deck needs an affiliation card (LCG-DECK-1)", "LCG-DECK-1", {}, {}});
  if (!precon && d.sets.size() < 10)
    out.push_back({"too_few_sets",
                   "a deck needs at least 10 objective sets; this one has " + std::to_string(d.sets.size()) + " (LCG-DECK-2)",
                   "LCG-DECK-2", {}, d.sets});
  std::vector<int> seen;
  for (int set : d.sets) {
    if (std::find(seen.begin(), seen.end(), set) != seen.end()) continue;
    seen.push_back(set);
    if (is_challenge_set(set)) {  // MP-CHAL-3
      out.push_back({"challenge_card", challenge_card_message(set), "MP-CHAL-3", set_cards(set), {set}});
      continue;
    }
    const int objective = objective_of_set(set);
    if (objective < 0) {
      out.push_back({"unknown_set", "objective set " + std::to_string(set) + " does not exist", "LCG-DECK-7", {}, {set}});
      continue;
    }
    const CardFacts& o = facts(objective);
    const std::string name = std::string("objective set ") + std::to_string(set) + " (" + o.name + ")";
    const std::vector<std::string> cards = set_cards(set);
    if (d.affiliation != kNeutral && o.side != side_of(d.affiliation))
      out.push_back({"other_side",
                     name + " is a " + (o.side == kDark ? "Dark" : "Light") + " Side set; a " +
                         affiliation_name(d.affiliation) + " deck is a " +
                         (side_of(d.affiliation) == kDark ? "Dark" : "Light") + " Side deck (LCG-DECK-4)",
                     "LCG-DECK-4", cards, {set}});
    const long copies = std::count(d.sets.begin(), d.sets.end(), set);
    if (o.limit1 && copies > 1)
      out.push_back({"limit_one", name + " is \"Limit 1 per objective deck\"; the deck has " + std::to_string(copies) +
                                      " copies (LCG-DECK-5)",
                     "LCG-DECK-5", {def_key(objective)}, {set}});
    else if (copies > 2)
      out.push_back({"too_many_copies",
                     name + ": at most 2 copies of a set; the deck has " + std::to_string(copies) + " (LCG-DECK-5)",
                     "LCG-DECK-5", cards, {set}});
    if (o.locked && d.affiliation != kNeutral && o.affiliation != d.affiliation)
      out.push_back({"affiliation_only",
                     name + " is \"" + affiliation_name(o.affiliation) + " affiliation only\"; this deck's affiliation is " +
                         affiliation_name(d.affiliation) + " (LCG-DECK-6)",
                     "LCG-DECK-6", {def_key(objective), def_key(affiliation_def(d.affiliation))}, {set}});
  }
  if (static_cast<int>(d.sets.size()) > LcgLimits::kMaxSets)
    out.push_back({"engine_limit",
                   "this engine plays decks of at most " + std::to_string(LcgLimits::kMaxSets) +
                       " objective sets; this one has " + std::to_string(d.sets.size()),
                   "", {}, d.sets});
  return out;
}

json deck_error_json(const DeckError& e) {
  json j = {{"code", e.code}, {"message", e.message}, {"cards", e.cards}, {"sets", e.sets}};
  if (!e.rule.empty()) j["rule"] = e.rule;
  return j;
}

std::string deck_problem(const DeckList& d, bool precon) {
  for (const DeckError& e : deck_errors(d, precon))
    if (e.code != "engine_limit") return e.message;
  return "";
}

json deck_to_json(const DeckList& d) { return {{"affiliation", affiliation_key(d.affiliation)}, {"sets", d.sets}}; }

std::string deck_code(const DeckList& d) {
  std::string s = std::string(affiliation_key(d.affiliation)) + ":";
  for (size_t i = 0; i < d.sets.size(); ++i) s += (i ? "," : "") + std::to_string(d.sets[i]);
  return s;
}

std::vector<int> deck_defs(const DeckList& d) {
  // Objective set number -> its definitions in table order, built once.
  static const std::vector<std::vector<int>> by_set = [] {
    std::vector<std::vector<int>> t(256);
    for (int def = 0; def < num_facts(); ++def) t[facts(def).set].push_back(def);
    return t;
  }();
  std::vector<int> v;
  v.reserve(1 + 6 * d.sets.size());
  v.push_back(affiliation_def(d.affiliation));
  for (int set : d.sets)
    if (set >= 0 && set < 256) v.insert(v.end(), by_set[static_cast<size_t>(set)].begin(), by_set[static_cast<size_t>(set)].end());
  return v;
}

std::vector<int> challenge_deck_defs(int set) {
  std::vector<int> v;
  for (int def = 0; def < num_facts(); ++def)
    if (facts(def).set == set && is_challenge_set(set)) v.insert(v.end(), facts(def).copies, def);
  return v;
}

}  // namespace sw::lcg
