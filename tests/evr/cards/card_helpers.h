// Helpers for the card-power tests (tests/evr/cards/). Kept beside the tests
// rather than in the shared fixture; everything goes through the public API.
#pragma once
#include <algorithm>
#include <string>
#include <vector>
#include "../evr_fixture.h"

namespace evrtest {
namespace cards {

using Ids = std::vector<std::string>;

inline Ids sorted(Ids v) {
  std::sort(v.begin(), v.end());
  return v;
}

// The legal action ids of `seat`, sorted (for set comparison).
inline Ids options(const Evr& g, int seat) { return sorted(g.ids(seat)); }

// The 16 generic cards of a faction ("reb" or "imp") that are not in `used`;
// used to put every other generic card somewhere exact (setup shuffles unnamed
// generic cards into the deck).
inline json other_generics(const std::string& prefix, const Ids& used) {
  json a = json::array();
  for (const char* type : {"diplomacy", "force", "military", "recon"})
    for (int v = 2; v <= 5; ++v) {
      std::string id = prefix + "." + type + "-" + std::to_string(v);
      if (std::find(used.begin(), used.end(), id) == used.end()) a.push_back(id);
    }
  return a;
}

// The Rebel / Imperial characters not in `used` (setup puts unnamed
// characters in the reserve).
inline json other_characters(const std::string& prefix, const Ids& used) {
  static const char* kReb[] = {"chewbacca",      "han-solo",    "lando-calrissian", "leia-organa",
                               "luke-skywalker", "obi-wan-kenobi", "r2-d2-c-3po",   "yoda"};
  static const char* kImp[] = {"admiral-piett",  "boba-fett",         "darth-vader", "emperor-palpatine",
                               "general-veers",  "grand-moff-tarkin", "ig-88",       "jabba-the-hutt"};
  json a = json::array();
  for (const char* c : prefix == "reb" ? kReb : kImp) {
    std::string id = prefix + "." + c;
    if (std::find(used.begin(), used.end(), id) == used.end()) a.push_back(id);
  }
  return a;
}

// Ids of the cards in a view's "peek" (empty when there is none).
inline Ids peek(const Evr& g, int viewer) {
  Ids v;
  const json view = g.view(viewer);
  if (view["peek"].is_null()) return v;
  for (const json& c : view["peek"]["cards"]) v.push_back(c["id"].get<std::string>());
  return v;
}
inline bool peek_is_null(const Evr& g, int viewer) { return g.view(viewer)["peek"].is_null(); }

inline int deck_count(const Evr& g, int seat) { return g.player(seat)["deck"]["count"].get<int>(); }
inline int reserve_count(const Evr& g, int seat) { return g.player(seat)["reserve"]["count"].get<int>(); }
// The reserve as its owner sees it.
inline Ids reserve(const Evr& g, int seat) {
  Ids v;
  const json p = g.player(seat, seat);
  for (const json& c : p["reserve"]["cards"]) v.push_back(c["id"].get<std::string>());
  return v;
}

// Strategy lists of `seat` as `viewer` sees them.
inline Ids strategies(const Evr& g, int seat, const std::string& list, int viewer) {
  Ids v;
  const json p = g.player(seat, viewer);
  for (const json& k : p["strategies"][list]) v.push_back(k.get<std::string>());
  return sorted(v);
}
inline json chosen(const Evr& g, int seat, int viewer) { return g.player(seat, viewer)["strategies"]["chosen"]; }

// True if some log entry `viewer` can see contains `text`.
inline bool log_has(const Evr& g, int viewer, const std::string& text) {
  const json l = g.log(viewer);
  for (const json& e : l)
    if (e["text"].get<std::string>().find(text) != std::string::npos) return true;
  return false;
}
inline int log_count(const Evr& g, int viewer) { return static_cast<int>(g.log(viewer).size()); }

// An action that is not offered is rejected with illegal_action and leaves
// the match byte-for-byte unchanged (docs/api.md).
inline void require_rejected(Evr& g, int seat, const std::string& id, const std::string& code = "illegal_action") {
  const std::string before = g.save();
  INFO("action " << id << " by seat " << seat);
  CHECK(g.try_act(seat, id) == code);
  CHECK(g.save() == before);
}

// A struggle position: phase, event, Rebel to act unless told otherwise.
inline json struggle(const std::string& event, const json& rebel, const json& imperial,
                     const std::string& to_act = "rebel") {
  return json{{"phase", "struggle"}, {"event", event}, {"balance", "rebel"},
              {"toAct", to_act},     {"rebel", rebel}, {"imperial", imperial}};
}

inline json exhausted(const std::string& card) { return json{{"card", card}, {"exhausted", true}}; }

}  // namespace cards
}  // namespace evrtest
