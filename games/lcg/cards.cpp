// The card table: one CardDef per printed card (a row of data/core_set.inc),
// its facts as stats, and the abilities of its file in cards/ (card_list.h).
#include <cstring>
#include <string>
#include <vector>
#include "lcg/cards/scripts.h"
#include "lcg/state.h"

namespace sw::lcg {

#define X(ident, key) Card ident(Card c);
#include "lcg/cards/card_list.h"
#undef X

namespace {

struct Script {
  const char* key;
  Card (*add)(Card);
};
const Script kScripts[] = {
#define X(ident, key) {key, ident},
#include "lcg/cards/card_list.h"
#undef X
    {nullptr, nullptr}};

int8_t printed(int8_t v) { return v < 0 ? 0 : v; }

Card base_card(const CardFacts& f) {
  Card c;
  c.key = f.key;
  c.name = f.name;
  c.type = f.type;
  c.stats[st::kCost] = printed(f.cost);
  c.stats[st::kForce] = printed(f.force);
  c.stats[st::kResources] = printed(f.resources);
  c.stats[st::kCapacity] = printed(f.capacity);
  c.stats[st::kUD] = f.ud;
  c.stats[st::kUDEdge] = f.ud_edge;
  c.stats[st::kBD] = f.bd;
  c.stats[st::kBDEdge] = f.bd_edge;
  c.stats[st::kT] = f.tactics;
  c.stats[st::kTEdge] = f.tactics_edge;
  c.stats[st::kEdgeX] = f.edge_x;
  c.stats[st::kElite] = (f.keywords & kw::kElite) ? 1 : 0;
  c.stats[st::kShielding] = (f.keywords & kw::kShielding) ? 1 : 0;
  c.stats[st::kTargeted] = (f.keywords & kw::kTargetedStrike) ? 1 : 0;
  c.stats[st::kReserve] = f.type == kAffiliation ? 6 : 0;  // "Starting Reserve: 6" (LCG-DRAW-3)
  return c;
}

const std::vector<Card>& table() {
  static const std::vector<Card> t = [] {
    std::vector<Card> v;
    for (int d = 0; d < num_facts(); ++d) {
      Card c = base_card(facts(d));
      // LCG-KW-5: Protect [trait] is a keyword: every card that prints it gets
      // the shared interrupt to the damage (cards/protect.cpp), before its own text.
      if (facts(d).protect) c = c.with(cards::protect_ability(script_kind(sc::protect)));
      for (const Script* s = kScripts; s->key; ++s)
        if (std::strcmp(s->key, c.key) == 0) c = s->add(c);
      v.push_back(c);
    }
    return v;
  }();
  return t;
}

const char* const kWithAbilities[] = {
#define ABILITY(key) key,
#include "lcg/data/cards_with_abilities.inc"
#undef ABILITY
    nullptr};

}  // namespace

bool printed_ability(const std::string& key) {
  for (const char* const* k = kWithAbilities; *k; ++k)
    if (key == *k) return true;
  return false;
}
bool scripted(const std::string& key) {
  for (const Script* s = kScripts; s->key; ++s)
    if (key == s->key) return true;
  return false;
}
std::vector<std::string> script_keys() {
  std::vector<std::string> v;
  for (const Script* s = kScripts; s->key; ++s) v.push_back(s->key);
  return v;
}

const CardDef<LcgState>& LcgState::card_def(int def) { return table()[static_cast<size_t>(def)]; }
int LcgState::num_card_defs() { return num_facts(); }

int find_def(const std::string& key) {
  std::string name = key;
  int set = -1;
  size_t at = key.find('@');
  if (at != std::string::npos) {
    name = key.substr(0, at);
    std::string n = key.substr(at + 1);
    if (n.empty() || n.size() > 3 || n.find_first_not_of("0123456789") != std::string::npos) return -1;
    set = std::stoi(n);
  }
  for (int d = 0; d < num_facts(); ++d)
    if (name == facts(d).key && (set < 0 || set == facts(d).set)) return d;
  return -1;
}

std::string def_key(int def) {
  // How many printings each definition's title has (counted once: views ask for every card).
  static const std::vector<int> printings = [] {
    std::vector<int> n(static_cast<size_t>(num_facts()), 0);
    for (int d = 0; d < num_facts(); ++d)
      for (int e = 0; e < num_facts(); ++e)
        if (std::strcmp(facts(d).key, facts(e).key) == 0) ++n[static_cast<size_t>(d)];
    return n;
  }();
  const CardFacts& f = facts(def);
  return printings[static_cast<size_t>(def)] > 1 ? std::string(f.key) + "@" + std::to_string(f.set) : std::string(f.key);
}

}  // namespace sw::lcg
