// A table for the LCG card tests: a match started from a `setup` position
// (docs/api.md, "LCG setup"), actions by id prefix ("use:force-choke",
// "target:luke-skywalker", "autopay"), reads of the view by card name.
#pragma once
#include <catch2/catch.hpp>
#include <string>
#include <vector>
#include "builtin_games.h"
#include "sw/match.h"
#include "../view_with_cards.h"

namespace lcgcard {  // not lcgt: the rules tests' Table (lcg_fixture.h) is another class

using sw::json;
inline constexpr int kDark = 0, kLight = 1;

struct Table {
  sw::Match m{sw::builtin_registry()};

  explicit Table(const json& setup, uint64_t seed = 1) {
    json cfg = {{"game", "lcg"}, {"seed", seed}, {"setup", setup}};
    json r = json::parse(m.start(cfg.dump()));
    INFO(r.dump());
    REQUIRE(r["ok"] == true);
  }

  std::vector<std::string> ids(int seat) const {
    std::vector<std::string> out;
    for (const json& a : json::parse(m.legal_actions(seat))) out.push_back(a["id"].get<std::string>());
    return out;
  }
  bool offers(int seat, const std::string& prefix) const {
    for (const std::string& id : ids(seat))
      if (id.rfind(prefix, 0) == 0) return true;
    return false;
  }
  // Applies the first legal action of `seat` whose id starts with `prefix`.
  void act(int seat, const std::string& prefix) {
    for (const std::string& id : ids(seat)) {
      if (id.rfind(prefix, 0) != 0) continue;
      json r = json::parse(m.apply(json{{"player", seat}, {"id", id}}.dump()));
      INFO(r.dump());
      REQUIRE(r["ok"] == true);
      return;
    }
    INFO("seat " << seat << " has no action starting with '" << prefix << "'; legal: " << json(ids(seat)).dump());
    FAIL();
  }
  // Passes for every seat until `seat` is offered `prefix` (at most `n` passes).
  void pass_until(int seat, const std::string& prefix, int n = 20) {
    for (int i = 0; i < n && !offers(seat, prefix); ++i) {
      std::vector<int> who = to_act();
      REQUIRE(!who.empty());
      act(who[0], "pass");
    }
    INFO("legal: " << json(ids(seat)).dump());
    REQUIRE(offers(seat, prefix));
  }
  std::vector<int> to_act() const { return json::parse(m.status())["toAct"].get<std::vector<int>>(); }
  // The view as a page reads it: cards completed from the card list (view_with_cards.h).
  json view(int seat = -1) const { return lcg_test::view_with_cards(json::parse(m.view(seat))); }
  // The first card named `name` in a list of the seat's view ("units", "objectives", ...).
  json card(int seat, const std::string& list, const std::string& name) const {
    const json v = view(seat);
    for (const json& c : v["players"][seat][list])
      if (c["name"] == name) return c;
    return json();
  }
  json unit(int seat, const std::string& name) const { return card(seat, "units", name); }
  json objective(int seat, const std::string& name) const { return card(seat, "objectives", name); }
  int count(int seat, const std::string& list, const std::string& name) const {
    int n = 0;
    const json v = view(seat);
    for (const json& c : v["players"][seat][list]) n += c["name"] == name;
    return n;
  }
  std::vector<std::string> log() const {
    std::vector<std::string> out;
    for (const json& e : json::parse(m.log(-1))) out.push_back(e["text"].get<std::string>());
    return out;
  }
};

}  // namespace lcgcard
