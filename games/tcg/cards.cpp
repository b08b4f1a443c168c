// The card table of the rules: one CardDef per row of the facts table
// (facts.cpp), its printed numbers as stats. Card abilities come in their own
// files in later sessions (cards/<name>.cpp adding to the row, as the LCG's
// cards/ do); until then every unit is vanilla and its printed keywords are
// stats the attack reads.
#include <string>
#include <vector>
#include "tcg/state.h"

namespace sw::tcg {

namespace {

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
    std::vector<Card> v;
    v.reserve(static_cast<size_t>(num_facts()));
    for (int i = 0; i < num_facts(); ++i) v.push_back(base_card(facts(i)));
    return v;
  }();
  return t;
}

}  // namespace

const CardDef<TcgState>& TcgState::card_def(int def) { return table()[static_cast<size_t>(def)]; }
int TcgState::num_card_defs() { return static_cast<int>(table().size()); }

int find_def(const std::string& key) { return def_of_key(key.c_str()); }

}  // namespace sw::tcg
