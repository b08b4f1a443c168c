#include "tcg/facts.h"

#include <algorithm>
#include <array>
#include <cstring>

namespace sw::tcg {

#define FACTS(key, name, version, number, side, type, subtype, cost, speed, power, health, rarity, bombard, crit,    \
              deflect, evade, ion, shields, text)                                                                    \
  CardFacts{key, name, version, "AOTC", number, side, type, subtype, cost, speed, power, health, rarity,             \
            Keywords{bombard, crit, deflect, evade, ion, shields}, text},
const CardFacts kFactsTable[] = {
#include "tcg/data/aotc.inc"
};
#undef FACTS

namespace {
constexpr int kNumFacts = static_cast<int>(sizeof(kFactsTable) / sizeof(kFactsTable[0]));

// The definitions sorted by key, for def_of_key's binary search.
struct KeyIndex {
  std::array<int16_t, kNumFacts> order{};
  KeyIndex() {
    for (int d = 0; d < kNumFacts; ++d) order[static_cast<size_t>(d)] = static_cast<int16_t>(d);
    std::sort(order.begin(), order.end(),
              [](int16_t a, int16_t b) { return std::strcmp(kFactsTable[a].key, kFactsTable[b].key) < 0; });
  }
};

// person_of for every definition, computed once.
struct PersonIndex {
  std::array<int16_t, kNumFacts> of{};
  PersonIndex() {
    for (int d = 0; d < kNumFacts; ++d) {
      of[static_cast<size_t>(d)] = static_cast<int16_t>(d);
      const char* mine = person_name(kFactsTable[d].name);
      for (int e = 0; e < d; ++e)
        if (std::strcmp(mine, person_name(kFactsTable[e].name)) == 0) {
          of[static_cast<size_t>(d)] = of[static_cast<size_t>(e)];
          break;
        }
    }
  }
};
}  // namespace

int num_facts() { return kNumFacts; }

int def_of_key(const char* key) {
  if (!key) return -1;
  static const KeyIndex index;
  auto it = std::lower_bound(index.order.begin(), index.order.end(), key,
                             [](int16_t d, const char* k) { return std::strcmp(kFactsTable[d].key, k) < 0; });
  if (it == index.order.end() || std::strcmp(kFactsTable[*it].key, key) != 0) return -1;
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
  if (def < 0 || def >= kNumFacts) return -1;
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
  static const char* const k[] = {"Space", "Ground", "Character", "Battle", "Mission"};
  return t < kNumTypes ? k[t] : "?";
}

}  // namespace sw::tcg
