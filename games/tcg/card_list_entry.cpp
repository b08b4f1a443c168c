#include "tcg/deck_api.h"

namespace sw::tcg {

namespace {
const char* side_key(Side s) { return s == kDark ? "dark" : s == kLight ? "light" : "neutral"; }
const char* rarity_key(Rarity r) {
  static const char* const k[] = {"common", "uncommon", "rare", "promo"};
  return k[r];
}
json keywords_json(const Keywords& k) {
  json j = json::object();
  if (k.bombard) j["Bombard"] = k.bombard;
  if (k.critical_hit) j["Critical Hit"] = k.critical_hit;
  if (k.deflect) j["Deflect"] = k.deflect;
  if (k.evade) j["Evade"] = k.evade;
  if (k.ion_cannon) j["Ion Cannon"] = k.ion_cannon;
  if (k.shields) j["Shields"] = k.shields;
  return j;
}
}  // namespace

json card_list_entry(int def) {
  const CardFacts& f = facts(def);
  json j;
  j["key"] = f.key;
  j["name"] = f.name;
  j["version"] = f.version ? json(std::string(1, f.version)) : json(nullptr);
  j["unique"] = is_unique(f);
  j["set"] = f.set;
  j["number"] = f.number;
  j["side"] = side_key(f.side);
  j["type"] = type_name(f.type);
  j["subtype"] = f.subtype;
  if (f.cost >= 0) j[f.type == kBattle ? "force" : "cost"] = f.cost;
  if (is_unit(f.type)) {
    j["speed"] = f.speed;
    j["power"] = f.power;
    j["health"] = f.health;
  }
  j["rarity"] = rarity_key(f.rarity);
  j["keywords"] = keywords_json(f.keywords);
  j["text"] = f.text;
  return j;
}

}  // namespace sw::tcg
