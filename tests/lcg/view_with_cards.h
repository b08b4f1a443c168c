// An LCG view as a page reads it: every card of the view completed with its
// printed facts and text from the card list (the view carries only the id,
// the key and what changed; docs/api.md "View"). The same merge the page's
// renderer does (web/games/lcg/facts.js): the printed entry, then the view's
// own keys over it.
#pragma once
#include <string>
#include <unordered_map>
#include "builtin_games.h"
#include "sw/decks.h"
#include "sw/json.h"

namespace lcg_test {

inline const std::unordered_map<std::string, sw::json>& printed_cards() {
  static const std::unordered_map<std::string, sw::json> cards = [] {
    std::unordered_map<std::string, sw::json> m;
    const sw::json list = sw::json::parse(sw::card_list_json(sw::builtin_registry(), R"({"game":"lcg"})"));
    for (const sw::json& c : list.at("cards")) m.emplace(c.at("key").get<std::string>(), c);
    return m;
  }();
  return cards;
}

inline sw::json card_with_facts(const sw::json& c) {
  if (!c.is_object() || !c.contains("key")) return c;
  auto it = printed_cards().find(c.at("key").get<std::string>());
  sw::json out = it == printed_cards().end() ? sw::json::object() : it->second;
  for (auto kv = c.begin(); kv != c.end(); ++kv) out[kv.key()] = kv.value();
  if (c.contains("attachments")) {
    sw::json att = sw::json::array();
    for (const sw::json& a : c.at("attachments")) att.push_back(card_with_facts(a));
    out["attachments"] = std::move(att);
  }
  return out;
}

inline sw::json view_with_cards(sw::json v) {
  static const char* const lists[] = {"hand",  "discard", "victory",           "objectives", "units",
                                      "enhancements", "objectivesToReveal", "edge", "edgeFaceUp",
                                      "setAside",     "commonReserve"};
  if (v.contains("players"))
    for (sw::json& p : v["players"]) {
      for (const char* k : lists)
        if (p.contains(k))
          for (sw::json& c : p[k]) c = card_with_facts(c);
      if (p.contains("affiliationCard")) p["affiliationCard"] = card_with_facts(p["affiliationCard"]);
    }
  if (v.contains("peek") && v["peek"].is_object())
    for (sw::json& c : v["peek"]["cards"]) c = card_with_facts(c);
  return v;
}

}  // namespace lcg_test
