// Helpers for the TCG rules tests: a Match of "tcg" (through a registry that
// holds sw::tcg::make_game(); the game is also among the built-in games)
// started from a setup document (games/tcg/setup_json.cpp),
// acting by action id or id prefix, reading the view and the log through the
// public JSON API. Seat 0 is the Dark Side and seat 1 the Light Side.
#pragma once
#include <catch2/catch.hpp>
#include <memory>
#include <string>
#include <vector>
#include "sw/json.h"
#include "sw/match.h"
#include "sw/registry.h"
#include "tcg/tcg_game.h"

namespace tcgt {

using sw::json;

inline constexpr int DS = 0;
inline constexpr int LS = 1;

inline json parse(const std::string& s) {
  json j;
  REQUIRE(sw::parse_json(s, j));
  return j;
}

inline const sw::Registry& registry() {
  static const sw::Registry r = [] {
    sw::Registry x;
    x.add(sw::tcg::make_game());
    return x;
  }();
  return r;
}

inline json config(const json& setup, const json& options = json::object(), uint64_t seed = 1) {
  json cfg = {{"game", "tcg"}, {"seed", seed}, {"options", options}};
  if (!setup.is_null()) cfg["setup"] = setup;
  return cfg;
}

struct Table {
  sw::Match m{registry()};

  explicit Table(const json& setup, const json& options = json::object(), uint64_t seed = 1) {
    json r = parse(m.start(sw::dump(config(setup, options, seed))));
    INFO(r.dump());
    REQUIRE(r["ok"] == true);
  }

  // ---- actions ----
  std::vector<std::string> ids(int seat) const {
    std::vector<std::string> out;
    for (const json& a : parse(m.legal_actions(seat))) out.push_back(a["id"].get<std::string>());
    return out;
  }
  std::string ids_text(int seat) const { return json(ids(seat)).dump(); }
  bool offers(int seat, const std::string& prefix) const {
    for (const std::string& id : ids(seat))
      if (id.rfind(prefix, 0) == 0) return true;
    return false;
  }
  int count(int seat, const std::string& prefix) const {
    int n = 0;
    for (const std::string& id : ids(seat))
      if (id.rfind(prefix, 0) == 0) ++n;
    return n;
  }
  // Applies the legal action of `seat` whose id is `id`, or the first one starting with it.
  void act(int seat, const std::string& id) {
    std::string chosen;
    for (const std::string& x : ids(seat)) {
      if (x == id) {
        chosen = x;
        break;
      }
      if (chosen.empty() && x.rfind(id, 0) == 0) chosen = x;
    }
    INFO("seat " << seat << " has no action '" << id << "'; legal: " << ids_text(seat));
    REQUIRE(!chosen.empty());
    json r = parse(m.apply(sw::dump(json{{"player", seat}, {"id", chosen}})));
    INFO("apply " << chosen << " by " << seat << " -> " << r.dump());
    REQUIRE(r["ok"] == true);
  }
  // An action that must be illegal: refused, the match unchanged.
  void refused(int seat, const std::string& id) {
    const std::string before = m.save();
    json r = parse(m.apply(sw::dump(json{{"player", seat}, {"id", id}})));
    INFO(r.dump());
    CHECK(r["ok"] == false);
    CHECK(m.save() == before);
  }

  // ---- state ----
  json status() const { return parse(m.status()); }
  std::vector<int> to_act() const { return status()["toAct"].get<std::vector<int>>(); }
  json view(int seat = -1) const { return parse(m.view(seat)); }
  json player(int seat, int viewer = -1) const { return view(viewer)["players"][seat]; }
  std::string step() const { return view()["step"].get<std::string>(); }
  json arena(int seat, const char* a) const { return player(seat)["arenas"][a]; }
  // The unit named `name` in the seat's arena `a` (null if none).
  json unit(int seat, const char* a, const std::string& name) const {
    const json list = arena(seat, a);
    for (const json& c : list)
      if (c["name"] == name) return c;
    return json();
  }
  std::vector<std::string> names(const json& cards) const {
    std::vector<std::string> v;
    for (const json& c : cards) v.push_back(c["name"].get<std::string>());
    return v;
  }
  std::vector<std::string> hand(int seat) const { return names(player(seat, seat)["hand"]); }
  std::vector<std::string> discard(int seat) const { return names(player(seat)["discard"]); }
  int hand_count(int seat) const { return player(seat)["handCount"].get<int>(); }
  int deck_count(int seat) const { return player(seat)["deckCount"].get<int>(); }

  // ---- log ----
  std::vector<json> log_entries() const {
    std::vector<json> out;
    for (const json& e : parse(m.log(-1))) out.push_back(e);
    return out;
  }
  bool logged(const std::string& needle) const {
    for (const json& e : log_entries())
      if (e["text"].get<std::string>().find(needle) != std::string::npos) return true;
    return false;
  }
};

// The id of the card named by key in a list of view cards (e.g. "clone-squad.12").
inline std::string id_of(const json& cards, const std::string& key) {
  for (const json& c : cards)
    if (c.contains("key") && c["key"] == key) return c["id"].get<std::string>();
  return "";
}

}  // namespace tcgt
