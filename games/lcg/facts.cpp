#include "lcg/facts.h"

namespace sw::lcg {
namespace {
#define FACTS(key, name, type, side, aff, set, pos, uniq, cost, force, res, cap, ud, ude, bd, bde, t, te, prio, traits, \
              kws, edge, protect, limit1, locked, host, hw, ht, octgn)                                                  \
  CardFacts{key, name, type, side, aff, set, pos, uniq != 0, cost, force, res, cap, ud, ude, bd, bde, t, te, prio,     \
            static_cast<uint64_t>(traits), static_cast<uint8_t>(kws), edge, static_cast<uint64_t>(protect),           \
            limit1 != 0, locked != 0, host, hw, static_cast<uint64_t>(ht), octgn},
#define CHALLENGE_FACTS(key, name, type, side, aff, set, pos, uniq, cost, force, res, cap, ud, ude, bd, bde, t, te, prio, \
                        traits, kws, edge, protect, limit1, locked, host, hw, ht, octgn, traits2, copies)               \
  CardFacts{key, name, type, side, aff, set, pos, uniq != 0, cost, force, res, cap, ud, ude, bd, bde, t, te, prio,     \
            static_cast<uint64_t>(traits), static_cast<uint8_t>(kws), edge, static_cast<uint64_t>(protect),           \
            limit1 != 0, locked != 0, host, hw, static_cast<uint64_t>(ht), octgn, static_cast<uint64_t>(traits2), copies},
}  // namespace
constexpr CardFacts kFactsTable[] = {
#include "lcg/data/core_set.inc"
#include "lcg/data/balance_of_the_force.inc"
#include "lcg/data/challenge_decks.inc"
};
#undef FACTS
#undef CHALLENGE_FACTS
namespace {
constexpr int kNumFacts = static_cast<int>(sizeof(kFactsTable) / sizeof(kFactsTable[0]));
static_assert(kNumFacts <= kMaxFacts, "raise kMaxFacts");
constexpr bool same_name(const char* a, const char* b) {
  while (*a && *a == *b) ++a, ++b;
  return *a == *b;
}
constexpr TitleTable make_titles() {
  TitleTable t{};
  for (int d = 0; d < kNumFacts; ++d) {
    t.of[d] = static_cast<int16_t>(d);
    for (int e = 0; e < d; ++e)
      if (same_name(kFactsTable[d].name, kFactsTable[e].name)) {
        t.of[d] = t.of[e];
        break;
      }
  }
  return t;
}
}  // namespace
constexpr TitleTable kTitleTable = make_titles();

int num_facts() { return kNumFacts; }

const char* affiliation_key(Affiliation a) {
  static const char* const k[] = {"neutral", "jedi", "rebel-alliance", "smugglers-and-spies", "imperial-navy", "sith",
                                  "scum-and-villainy"};
  return a < kNumAffiliations ? k[a] : "?";
}
const char* affiliation_name(Affiliation a) {
  static const char* const k[] = {"Neutral", "Jedi", "Rebel Alliance", "Smugglers and Spies", "Imperial Navy", "Sith",
                                  "Scum and Villainy"};
  return a < kNumAffiliations ? k[a] : "?";
}
const char* type_name(CardType t) {
  static const char* const k[] = {"affiliation", "objective", "unit", "enhancement", "event", "fate"};
  return t < kNumTypes ? k[t] : "?";
}

}  // namespace sw::lcg
