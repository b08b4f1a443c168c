// The card table of the rules: one CardDef per row of the facts table
// (facts.cpp), its printed numbers and keywords as stats, plus the abilities
// of its file in cards/ (cards/card_list.h); a card without a file is vanilla.
#include <cstring>
#include <string>
#include <vector>
#include "tcg/card_sets.h"
#include "tcg/force_costs.h"
#include "tcg/state.h"

namespace sw::tcg {

#define X(ident, key) Card ident(Card c);
#include "tcg/cards/card_list.h"
#undef X

namespace {

struct Script {
  const char* key;
  Card (*add)(Card);
  const CardScript* script = nullptr;
};
const Script kScripts[] = {
#define X(ident, key) {key, ident, nullptr},
#include "tcg/cards/card_list.h"
#undef X
    {nullptr, nullptr, nullptr}};

// The scripts of later sets' cards (card_sets.h); empty in the product.
std::vector<Script>& set_scripts() {
  static std::vector<Script> v;
  return v;
}
bool g_table_built = false;

const Script* script_of(const char* key) {
  for (const Script* x = kScripts; x->key; ++x)
    if (std::strcmp(x->key, key) == 0) return x;
  for (const Script& x : set_scripts())
    if (std::strcmp(x.key, key) == 0) return &x;
  return nullptr;
}

int8_t printed(int v) { return v < 0 ? 0 : static_cast<int8_t>(v > 127 ? 127 : v); }

Card base_card(const CardFacts& f) {
  Card c;
  c.key = f.key;
  c.name = f.name;
  c.type = f.type;
  c.stats[st::kCost] = printed(f.cost);
  c.stats[st::kSpeed] = printed(f.speed);
  c.stats[st::kPower] = printed(f.power);
  c.stats[st::kHealth] = printed(f.health);
  c.stats[st::kShields] = f.keywords.shields;
  c.stats[st::kCritical] = f.keywords.critical_hit;
  c.stats[st::kBombard] = f.keywords.bombard;
  c.stats[st::kIonCannon] = f.keywords.ion_cannon;
  c.stats[st::kEvade] = f.keywords.evade;
  c.stats[st::kDeflect] = f.keywords.deflect;
  c.text = f.text;
  return c;
}

const std::vector<Card>& table() {
  static const std::vector<Card> t = [] {
    g_table_built = true;
    seal_facts();
    std::vector<Card> v;
    v.reserve(static_cast<size_t>(num_facts()));
    for (int i = 0; i < num_facts(); ++i) {
      Card c = base_card(facts(i));
      if (const Script* x = script_of(c.key)) c = x->add(c);
      // Abilities Force surcharges may reach pay through the pay-force
      // frame, with 0 Force of their own when printed without (force_costs.h).
      for (int a = 0; a < c.n_abilities; ++a)
        if (c.abilities[a].pay_kind == 0 && surchargeable(c, c.abilities[a])) c.abilities[a].pay_kind = fk::kPayForce;
      v.push_back(c);
    }
    return v;
  }();
  return t;
}

}  // namespace

bool add_card_set(const CardFacts* rows, int n, const SetScript* scripts, int n_scripts) {
  if (g_table_built || n_scripts < 0 || (n_scripts > 0 && !scripts)) return false;
  for (int i = 0; i < n_scripts; ++i)
    if (!scripts[i].key || !scripts[i].add) return false;
  if (!append_facts(rows, n)) return false;
  for (int i = 0; i < n_scripts; ++i) set_scripts().push_back(Script{scripts[i].key, scripts[i].add, scripts[i].script});
  return true;
}

const CardScript* set_card_script(const char* key) {
  for (const Script& x : set_scripts())
    if (std::strcmp(x.key, key) == 0) return x.script;
  return nullptr;
}

const CardDef<TcgState>& TcgState::card_def(int def) { return table()[static_cast<size_t>(def)]; }
int TcgState::num_card_defs() { return static_cast<int>(table().size()); }

int find_def(const std::string& key) { return def_of_key(key.c_str()); }

// A card is played as printed when its text is empty or only printed keywords
// (the rules read those from its facts) or when cards/ has its script
// (the same test as scripts/tcg-cards.mjs, which writes docs/tcg-cards.md).
bool card_implemented(int def) {
  const CardFacts& f = facts(def);
  if (script_of(f.key)) return true;
  static const char* const kKeywords[] = {"Bombard", "Critical Hit", "Deflect", "Evade", "Ion Cannon", "Shields"};
  const std::string text = f.text;
  size_t at = 0;
  while (at <= text.size()) {
    size_t end = text.find('\n', at);
    if (end == std::string::npos) end = text.size();
    const std::string line = text.substr(at, end - at);
    at = end + 1;
    if (line.empty()) continue;
    bool keyword = false;
    for (const char* k : kKeywords) {
      const size_t n = std::strlen(k);
      if (line.compare(0, n, k) != 0 || line.size() < n + 3 || line[n] != ' ' || line.back() != '.') continue;
      bool digits = true;
      for (size_t i = n + 1; i + 1 < line.size(); ++i) digits = digits && line[i] >= '0' && line[i] <= '9';
      keyword = digits;
      if (keyword) break;
    }
    if (!keyword) return false;
  }
  return true;
}

}  // namespace sw::tcg
