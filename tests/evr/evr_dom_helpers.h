// Extra helpers for the Dominance, winning, FAQ, strategy and event-effect
// tests (dominance_test.cpp, win_test.cpp, faq_test.cpp, strategies_test.cpp,
// event_effects_test.cpp). Everything still goes through the public API.
#pragma once
#include <string>
#include <vector>
#include "evr_fixture.h"

namespace evrtest {

// One side of a set-up struggle: the cards in play and the chosen strategy,
// plus any other setup fields (deck, reserve, influence, won, strategy.used...).
// in_play: card ids or {"card":..,"exhausted":true} objects.
inline json side(const json& in_play, const std::string& strategy,
                 json extra = json::object()) {
  json j = std::move(extra);
  j["inPlay"] = in_play;
  if (!j.contains("strategy")) j["strategy"] = json::object();
  j["strategy"]["chosen"] = strategy;
  return j;
}

// A struggle about to end (both players then pass with pass_out()).
inline json struggle_at(const std::string& event, const std::string& balance, const json& rebel,
                        const json& imperial, json extra = json::object()) {
  json j = std::move(extra);
  j["phase"] = "struggle";
  j["event"] = event;
  j["balance"] = balance;
  j["rebel"] = rebel;
  j["imperial"] = imperial;
  return j;
}

inline std::vector<std::string> strs(const json& a) {
  std::vector<std::string> v;
  for (const json& x : a) v.push_back(x.get<std::string>());
  return v;
}

// The complete state inside a save document: the only public place that shows
// the order of the face-down event deck (used to check "to the bottom").
inline json saved_state(const Evr& g) { return parse(g.save())["state"]; }
inline std::vector<std::string> event_deck_order(const Evr& g) { return strs(saved_state(g)["eventDeck"]); }

// Log entry types as `seat` sees them, in order.
inline std::vector<std::string> log_types(const Evr& g, int seat) {
  std::vector<std::string> v;
  const json l = g.log(seat);
  for (const json& e : l) v.push_back(e["type"].get<std::string>());
  return v;
}
// Index of the first entry of `type` at or after `from`; -1 if none.
inline int log_index(const std::vector<std::string>& types, const std::string& type, int from = 0) {
  for (size_t i = static_cast<size_t>(from); i < types.size(); ++i)
    if (types[i] == type) return static_cast<int>(i);
  return -1;
}
// All log text `seat` can read, joined (to check that nothing leaks).
inline std::string log_text(const Evr& g, int seat) {
  std::string t;
  const json l = g.log(seat);
  for (const json& e : l) t += e.dump() + "\n";
  return t;
}

inline json strategies(const Evr& g, int seat, int viewer) { return g.player(seat, viewer)["strategies"]; }
inline json last_result(const Evr& g) { return g.view(-1)["lastResult"]; }
inline json winner_of_last(const Evr& g) { return last_result(g)["winner"]; }
inline std::vector<std::string> won_events(const Evr& g, int seat) {
  std::vector<std::string> v;
  const json p = g.player(seat);
  for (const json& e : p["wonEvents"]) v.push_back(e["id"].get<std::string>());
  return v;
}
inline std::vector<std::string> reserve_cards(const Evr& g, int seat) {
  std::vector<std::string> v;
  const json p = g.player(seat, seat);
  for (const json& c : p["reserve"]["cards"]) v.push_back(c["id"].get<std::string>());
  return v;
}
inline int reserve_count(const Evr& g, int seat) { return g.player(seat)["reserve"]["count"].get<int>(); }
inline int deck_count(const Evr& g, int seat) { return g.player(seat)["deck"]["count"].get<int>(); }

// All 8 characters of a faction, for decks that should leave the reserve empty.
inline std::vector<std::string> all_characters(bool rebel) {
  if (rebel)
    return {"reb.chewbacca", "reb.han-solo", "reb.lando-calrissian", "reb.leia-organa",
            "reb.luke-skywalker", "reb.obi-wan-kenobi", "reb.r2-d2-c-3po", "reb.yoda"};
  return {"imp.admiral-piett", "imp.boba-fett", "imp.darth-vader", "imp.emperor-palpatine",
          "imp.general-veers", "imp.grand-moff-tarkin", "imp.ig-88", "imp.jabba-the-hutt"};
}

}  // namespace evrtest
