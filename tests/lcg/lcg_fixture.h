// Helpers for the LCG rules tests: a Match of "lcg" started from a setup
// position (games/lcg/setup_json.cpp), acting by action-id prefix
// ("deploy:luke-skywalker"), reading the view, the status and the log. Everything
// goes through the public JSON API (sw::Match), as a client would.
// Seat 0 is the Dark Side and seat 1 the Light Side (LCG-TURN-1).
#pragma once
#include <catch2/catch.hpp>
#include <string>
#include <vector>
#include "builtin_games.h"
#include "sw/json.h"
#include "sw/match.h"
#include "view_with_cards.h"

namespace lcgt {

using sw::json;

inline constexpr int DS = 0;
inline constexpr int LS = 1;

inline json parse(const std::string& s) {
  json j;
  REQUIRE(sw::parse_json(s, j));
  return j;
}

// The config of a match: preset decks (Imperial Navy against Jedi unless the
// options say otherwise) and a setup position (none: the real setup).
inline json config(const json& setup, const json& options = json::object(), uint64_t seed = 1) {
  json opts = {{"dark", "imperial-navy"}, {"light", "jedi"}};
  for (auto it = options.begin(); it != options.end(); ++it) opts[it.key()] = it.value();
  json cfg = {{"game", "lcg"}, {"seed", seed}, {"options", opts}};
  if (!setup.is_null()) cfg["setup"] = setup;
  return cfg;
}

struct Table {
  sw::Match m{sw::builtin_registry()};

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
  // Applies the first legal action of `seat` whose id starts with `prefix`.
  void act(int seat, const std::string& prefix) {
    for (const std::string& id : ids(seat)) {
      if (id.rfind(prefix, 0) != 0) continue;
      json r = parse(m.apply(sw::dump(json{{"player", seat}, {"id", id}})));
      INFO("apply " << id << " by " << seat << " -> " << r.dump());
      REQUIRE(r["ok"] == true);
      return;
    }
    INFO("seat " << seat << " has no action starting with '" << prefix << "'; legal: " << ids_text(seat));
    FAIL();
  }
  // Applies an action that must be illegal: the match refuses it and stays as it was.
  void refused(int seat, const std::string& id) {
    const std::string before = m.save();
    json r = parse(m.apply(sw::dump(json{{"player", seat}, {"id", id}})));
    INFO("apply " << id << " by " << seat << " -> " << r.dump());
    CHECK(r["ok"] == false);
    CHECK(m.save() == before);
  }

  // A save of the match loads into a new match, which saves it back the same.
  void reloads_equal() const {
    const std::string save = m.save();
    sw::Match m2{sw::builtin_registry()};
    const json r = parse(m2.load(save));
    INFO(r.dump());
    REQUIRE(r["ok"] == true);
    CHECK(m2.save() == save);
  }

  // ---- state ----
  json status() const { return parse(m.status()); }
  std::vector<int> to_act() const { return status()["toAct"].get<std::vector<int>>(); }
  // The view as a page reads it: cards completed from the card list (view_with_cards.h).
  json view(int seat = -1) const { return lcg_test::view_with_cards(parse(m.view(seat))); }
  json raw_view(int seat = -1) const { return parse(m.view(seat)); }
  json player(int seat, int viewer = -1) const { return view(viewer)["players"][seat]; }
  std::string phase() const { return view()["phase"].get<std::string>(); }
  int dial() const { return view()["dial"].get<int>(); }
  std::string balance() const { return view()["balance"].get<std::string>(); }
  bool over() const { return view()["over"].get<bool>(); }
  int winner() const { return view()["winner"].get<int>(); }
  // The card named `name` among the seat's units / objectives (the nth one; null if none).
  json find(int seat, const char* list, const std::string& name, int nth = 0) const {
    const json p = player(seat);  // a range-for over a member of a temporary would dangle
    for (const json& c : p[list])
      if (c["name"] == name && nth-- == 0) return c;
    return json();
  }
  json unit(int seat, const std::string& name, int nth = 0) const { return find(seat, "units", name, nth); }
  json objective(int seat, const std::string& name, int nth = 0) const { return find(seat, "objectives", name, nth); }
  int n_units(int seat) const { return static_cast<int>(player(seat)["units"].size()); }
  int n_objectives(int seat) const { return static_cast<int>(player(seat)["objectives"].size()); }
  int hand_count(int seat) const { return player(seat)["handCount"].get<int>(); }
  int deck_count(int seat) const { return player(seat)["deckCount"].get<int>(); }
  int discard_count(int seat) const { return static_cast<int>(player(seat)["discard"].size()); }
  int victory_count(int seat) const { return static_cast<int>(player(seat)["victory"].size()); }
  std::vector<std::string> names(const json& cards) const {
    std::vector<std::string> v;
    for (const json& c : cards) v.push_back(c["name"].get<std::string>());
    return v;
  }
  std::vector<std::string> hand(int seat) const { return names(player(seat, seat)["hand"]); }
  std::vector<std::string> discard(int seat) const { return names(player(seat)["discard"]); }

  // ---- log ----
  std::vector<std::string> log() const {
    std::vector<std::string> out;
    for (const json& e : parse(m.log(-1))) out.push_back(e["text"].get<std::string>());
    return out;
  }
  int log_index(const std::string& needle) const {
    std::vector<std::string> l = log();
    for (size_t i = 0; i < l.size(); ++i)
      if (l[i].find(needle) != std::string::npos) return static_cast<int>(i);
    return -1;
  }
  bool logged(const std::string& needle) const { return log_index(needle) >= 0; }
};

// A start that must fail with a structured error of this code.
inline void start_fails(const json& setup, const std::string& code, const json& options = json::object()) {
  sw::Match m{sw::builtin_registry()};
  json r = parse(m.start(sw::dump(config(setup, options))));
  INFO(r.dump());
  REQUIRE(r["ok"] == false);
  CHECK(r["error"]["code"] == code);
}

}  // namespace lcgt
