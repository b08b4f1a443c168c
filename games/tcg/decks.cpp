#include "tcg/decks.h"

#include <algorithm>

namespace sw::tcg {

int DeckList::total() const {
  int n = 0;
  for (const DeckEntry& e : cards) n += e.count;
  return n;
}

int DeckList::count_of(int def) const {
  for (const DeckEntry& e : cards)
    if (e.def == def) return e.count;
  return 0;
}

void add_cards(DeckList& d, int def, int count) {
  auto it = std::lower_bound(d.cards.begin(), d.cards.end(), def,
                             [](const DeckEntry& e, int x) { return e.def < x; });
  if (it != d.cards.end() && it->def == def)
    it->count += count;
  else
    d.cards.insert(it, DeckEntry{def, count});
}

namespace {

std::string copies(int n) { return std::to_string(n) + (n == 1 ? " card" : " cards"); }

std::string card_label(int def) {
  const CardFacts& f = facts(def);
  std::string s = f.name;
  if (f.version) s += std::string(" (") + f.version + ")";
  return s;
}

// The keys of the deck's cards that match `pred`, in definition order.
template <class Pred>
std::vector<std::string> keys_where(const DeckList& d, Pred pred) {
  std::vector<std::string> v;
  for (const DeckEntry& e : d.cards)
    if (pred(facts(e.def))) v.push_back(facts(e.def).key);
  return v;
}

const char* lower_type(CardType t) {
  static const char* const k[] = {"Space units", "Ground units", "Characters", "Battle cards", "Missions"};
  return t < kNumTypes ? k[t] : "?";
}

}  // namespace

std::vector<DeckError> deck_errors(const DeckList& d) {
  std::vector<DeckError> out;
  const int total = d.total();
  if (total < 60)
    out.push_back({"too_few_cards", "a deck needs at least 60 cards; this one has " + std::to_string(total) + " (TCG-DECK-1)",
                   "TCG-DECK-1", {}});

  // TCG-DECK-2: one definition is one name and version (promo prints are
  // folded into their numbered cards, correction T9).
  for (const DeckEntry& e : d.cards)
    if (e.count > 4)
      out.push_back({"too_many_copies",
                     card_label(e.def) + ": at most 4 copies of the same name and version; the deck has " +
                         std::to_string(e.count) + " (TCG-DECK-2)",
                     "TCG-DECK-2", {facts(e.def).key}});

  // TCG-DECK-3: the cards of the side with fewer copies are the ones to take
  // out (both sides' when they are even).
  int dark = 0, light = 0;
  for (const DeckEntry& e : d.cards) {
    if (facts(e.def).side == kDark) dark += e.count;
    if (facts(e.def).side == kLight) light += e.count;
  }
  if (dark > 0 && light > 0) {
    std::vector<std::string> cards =
        keys_where(d, [&](const CardFacts& f) { return (f.side == kDark && dark <= light) || (f.side == kLight && light <= dark); });
    out.push_back({"mixed_sides",
                   "a deck cannot have both Dark Side and Light Side cards; this one has " + copies(dark) + " of the Dark Side and " +
                       copies(light) + " of the Light Side (TCG-DECK-3)",
                   "TCG-DECK-3", cards});
  }

  int units[3] = {0, 0, 0};
  for (const DeckEntry& e : d.cards)
    if (is_unit(facts(e.def).type)) units[facts(e.def).type] += e.count;
  for (int t = 0; t < 3; ++t)
    if (units[t] < 12) {
      const CardType type = static_cast<CardType>(t);
      out.push_back({"too_few_units",
                     std::string("a deck needs at least 12 ") + lower_type(type) + "; this one has " + std::to_string(units[t]) +
                         " (TCG-DECK-4)",
                     "TCG-DECK-4", keys_where(d, [&](const CardFacts& f) { return f.type == type; })});
    }
  // TCG-DECK-5: for every ordered pair, count(A) <= 2 x count(B).
  for (int a = 0; a < 3; ++a)
    for (int b = 0; b < 3; ++b) {
      if (a == b || units[a] <= 2 * units[b]) continue;
      const CardType ta = static_cast<CardType>(a), tb = static_cast<CardType>(b);
      out.push_back({"unit_ratio",
                     std::string("no unit type may be more than twice another: ") + std::to_string(units[a]) + " " +
                         lower_type(ta) + " against " + std::to_string(units[b]) + " " + lower_type(tb) + " (at most " +
                         std::to_string(2 * units[b]) + ") (TCG-DECK-5)",
                     "TCG-DECK-5", keys_where(d, [&](const CardFacts& f) { return f.type == ta; })});
    }

  if (total > kMaxDeckCards)
    out.push_back({"engine_limit",
                   "this engine plays decks of at most " + std::to_string(kMaxDeckCards) + " cards; this one has " +
                       std::to_string(total),
                   "", {}});
  return out;
}

json deck_error_json(const DeckError& e) {
  json j = {{"code", e.code}, {"message", e.message}, {"cards", e.cards}};
  if (!e.rule.empty()) j["rule"] = e.rule;
  return j;
}

Side deck_side(const DeckList& d) {
  bool dark = false, light = false;
  for (const DeckEntry& e : d.cards) {
    dark = dark || facts(e.def).side == kDark;
    light = light || facts(e.def).side == kLight;
  }
  return dark == light ? kNeutral : dark ? kDark : kLight;
}

std::vector<int> deck_defs(const DeckList& d) {
  std::vector<int> v;
  v.reserve(static_cast<size_t>(d.total()));
  for (const DeckEntry& e : d.cards) v.insert(v.end(), static_cast<size_t>(e.count), e.def);
  return v;
}

std::string deck_code(const DeckList& d) {
  std::string s;
  for (const DeckEntry& e : d.cards) s += (s.empty() ? "" : ",") + std::string(facts(e.def).key) + ":" + std::to_string(e.count);
  return s;
}

Result<DeckList> deck_from_option(const std::string& value) {
  if (const Preset* p = preset_by_key(value)) return p->deck;
  // A code names every card once at most with a count; bounded like any option.
  if (value.size() > 8000 || value.find(':') == std::string::npos)
    return make_error(err::kBadOption, "unknown deck '" + value.substr(0, 60) + "' (a preset's key or a deck code \"key:count,...\")");
  DeckList d;
  size_t i = 0;
  while (i <= value.size()) {
    size_t j = value.find(',', i);
    if (j == std::string::npos) j = value.size();
    const std::string item = value.substr(i, j - i);
    const size_t colon = item.find(':');
    const std::string key = item.substr(0, colon);
    const std::string n = colon == std::string::npos ? "" : item.substr(colon + 1);
    const int def = def_of_key(key.c_str());
    if (def < 0) return make_error(err::kBadOption, "unknown card '" + key.substr(0, 60) + "' in a deck code");
    if (n.empty() || n.size() > 2 || n.find_first_not_of("0123456789") != std::string::npos || std::stoi(n) < 1)
      return make_error(err::kBadOption, "a deck code gives each card a count of 1 to 99 ('" + item.substr(0, 60) + "')");
    if (d.count_of(def) > 0) return make_error(err::kBadOption, "card '" + key + "' is twice in a deck code");
    add_cards(d, def, std::stoi(n));
    i = j + 1;
  }
  return d;
}

}  // namespace sw::tcg
