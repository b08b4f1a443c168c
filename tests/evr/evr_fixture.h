// Test helpers for Empire vs Rebellion rules tests. Everything goes through
// the public JSON API (sw::Match), exactly as a client would use it.
#pragma once
#include <catch2/catch.hpp>
#include <string>
#include <vector>
#include "builtin_games.h"
#include "sw/json.h"
#include "sw/match.h"

namespace evrtest {

using sw::json;

inline json parse(const std::string& s) {
  json j;
  REQUIRE(sw::parse_json(s, j));
  return j;
}

// A match of EvR. Seat 0 plays the Rebels and seat 1 the Empire unless the
// options say otherwise, so tests can name seats by faction.
struct Evr {
  sw::Match m{sw::builtin_registry()};
  static constexpr int R = 0;  // Rebel seat
  static constexpr int I = 1;  // Imperial seat

  // Starts with options {variant, rebelSeat:0} plus `extra`, and a setup.
  explicit Evr(const json& setup = json(), const json& extra_options = json::object(), uint64_t seed = 1,
               const std::string& variant = "full") {
    json opts = {{"variant", variant}, {"rebelSeat", 0}};
    for (auto it = extra_options.begin(); it != extra_options.end(); ++it) opts[it.key()] = it.value();
    json cfg = {{"game", "evr"}, {"seed", seed}, {"options", opts}};
    if (!setup.is_null()) cfg["setup"] = setup;
    json r = parse(m.start(sw::dump(cfg)));
    INFO(r.dump());
    REQUIRE(r["ok"] == true);
  }

  json view(int seat) const { return parse(m.view(seat)); }
  json status() const { return parse(m.status()); }
  json log(int seat) const { return parse(m.log(seat)); }
  std::vector<std::string> ids(int seat) const {
    std::vector<std::string> v;
    const json all = parse(m.legal_actions(seat));
    for (const json& a : all) v.push_back(a["id"].get<std::string>());
    return v;
  }
  bool can(int seat, const std::string& id) const {
    for (const std::string& x : ids(seat))
      if (x == id) return true;
    return false;
  }
  // Applies an action that must be legal.
  json act(int seat, const std::string& id) {
    json r = parse(m.apply(sw::dump(json{{"player", seat}, {"id", id}})));
    INFO("apply " << id << " by " << seat << " -> " << r.dump());
    REQUIRE(r["ok"] == true);
    return r;
  }
  // Tries an action; returns the error code ("" on success).
  std::string try_act(int seat, const std::string& id) {
    json r = parse(m.apply(sw::dump(json{{"player", seat}, {"id", id}})));
    return r["ok"] == true ? std::string() : r["error"]["code"].get<std::string>();
  }
  json player(int seat, int viewer = -1) const { return view(viewer)["players"][static_cast<size_t>(seat)]; }
  int total(int seat) const { return player(seat)["total"].get<int>(); }
  int vp(int seat) const { return player(seat)["vp"].get<int>(); }
  int influence(int seat) const { return player(seat)["influence"].get<int>(); }
  std::string phase() const { return status()["phase"].get<std::string>(); }
  std::vector<int> to_act() const { return status()["toAct"].get<std::vector<int>>(); }
  // Ids of the cards `seat` has in play, in order.
  std::vector<std::string> in_play(int seat) const {
    std::vector<std::string> v;
    const json p = player(seat);  // keep the temporary alive for the loop
    for (const json& c : p["inPlay"]) v.push_back(c["id"].get<std::string>());
    return v;
  }
  std::vector<std::string> discard(int seat) const {
    std::vector<std::string> v;
    const json p = player(seat);
    for (const json& c : p["discard"]) v.push_back(c["id"].get<std::string>());
    return v;
  }
  bool exhausted(int seat, const std::string& card) const {
    const json p = player(seat);
    for (const json& c : p["inPlay"])
      if (c["id"] == card) return c["exhausted"].get<bool>();
    FAIL("card " << card << " is not in play");
    return false;
  }
  // Both seats pass in turn order until the struggle ends.
  void pass_out() {
    for (int i = 0; i < 2 && phase() == "struggle"; ++i) {
      std::vector<int> t = to_act();
      REQUIRE(t.size() == 1);
      act(t[0], "pass");
    }
  }
  std::string save() const { return m.save(); }
};

inline bool contains(const std::vector<std::string>& v, const std::string& x) {
  for (const auto& s : v)
    if (s == x) return true;
  return false;
}

}  // namespace evrtest
