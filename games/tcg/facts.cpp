#include "tcg/facts.h"

#include <algorithm>
#include <cstring>
#include <vector>

namespace sw::tcg {

#define FACTS(key, name, version, number, side, type, subtype, cost, speed, power, health, rarity, bombard, crit,    \
              deflect, evade, ion, shields, text)                                                                    \
  CardFacts{key, name, version, "AOTC", number, side, type, subtype, cost, speed, power, health, rarity,             \
            Keywords{bombard, crit, deflect, evade, ion, shields}, text},
const CardFacts kAotcRows[] = {
#include "tcg/data/aotc.inc"
};
#undef FACTS

namespace {
constexpr int kNumAotc = static_cast<int>(sizeof(kAotcRows) / sizeof(kAotcRows[0]));

// The rows of later sets (card_sets.h), after AOTC's; empty in the product.
std::vector<CardFacts>& all_rows() {
  static std::vector<CardFacts> v;
  return v;
}
int g_num_facts = kNumAotc;
bool g_sealed = false;  // an index below was built: no set may be added any more

// The definitions sorted by key, for def_of_key's binary search.
struct KeyIndex {
  std::vector<int16_t> order;
  KeyIndex() {
    g_sealed = true;
    for (int d = 0; d < g_num_facts; ++d) order.push_back(static_cast<int16_t>(d));
    std::sort(order.begin(), order.end(),
              [](int16_t a, int16_t b) { return std::strcmp(facts(a).key, facts(b).key) < 0; });
  }
};

// person_of for every definition, computed once.
struct PersonIndex {
  std::vector<int16_t> of;
  PersonIndex() {
    g_sealed = true;
    of.resize(static_cast<size_t>(g_num_facts));
    for (int d = 0; d < g_num_facts; ++d) {
      of[static_cast<size_t>(d)] = static_cast<int16_t>(d);
      const char* mine = person_name(facts(d).name);
      for (int e = 0; e < d; ++e)
        if (std::strcmp(mine, person_name(facts(e).name)) == 0) {
          of[static_cast<size_t>(d)] = of[static_cast<size_t>(e)];
          break;
        }
    }
  }
};
}  // namespace

const CardFacts* g_facts_rows = kAotcRows;

int num_facts() { return g_num_facts; }

void seal_facts() { g_sealed = true; }

bool append_facts(const CardFacts* rows, int n) {
  if (g_sealed || !rows || n <= 0 || g_num_facts + n > 4000) return false;
  for (int i = 0; i < n; ++i)
    if (!rows[i].key || !rows[i].name || !rows[i].set || !rows[i].subtype || !rows[i].text || rows[i].type >= kNumTypes)
      return false;
  std::vector<CardFacts>& v = all_rows();
  if (v.empty()) v.assign(kAotcRows, kAotcRows + kNumAotc);
  v.insert(v.end(), rows, rows + n);
  g_facts_rows = v.data();
  g_num_facts = static_cast<int>(v.size());
  return true;
}

int def_of_key(const char* key) {
  if (!key) return -1;
  static const KeyIndex index;
  auto it = std::lower_bound(index.order.begin(), index.order.end(), key,
                             [](int16_t d, const char* k) { return std::strcmp(facts(d).key, k) < 0; });
  if (it == index.order.end() || std::strcmp(facts(*it).key, key) != 0) return -1;
  return *it;
}

const char* person_name(const char* name) {
  // TCG-UNIQUE-3: the three pairs of names the rules count as one person.
  static const char* const kSame[][2] = {
      {"Darth Vader", "Anakin Skywalker"},
      {"Senator Palpatine", "Chancellor Palpatine"},
      {"Queen Amidala", "Padmé Amidala"},
  };
  for (const auto& pair : kSame)
    if (std::strcmp(name, pair[0]) == 0) return pair[1];
  return name;
}

int person_of(int def) {
  static const PersonIndex index;
  if (def < 0 || def >= g_num_facts) return -1;
  return index.of[static_cast<size_t>(def)];
}

bool is_unit(CardType t) { return t == kSpace || t == kGround || t == kCharacter; }

const char* side_name(Side s) {
  switch (s) {
    case kDark: return "Dark Side";
    case kLight: return "Light Side";
    case kNeutral: return "Neutral";
  }
  return "?";
}

const char* type_name(CardType t) {
  static const char* const k[] = {"Space", "Ground", "Character", "Battle", "Mission", "Location", "Equipment"};
  return t < kNumTypes ? k[t] : "?";
}

}  // namespace sw::tcg
